// Normalises a universe: facets that apply to the asset type are kept (left out: default, no
// restriction, reported in assumed); facets or values that do not apply are reported.
import type { AssumedValue } from "@/server/domain/assumed";
import type { UniverseInput } from "@/server/domain/screeners/definition";
import { ASSET_TYPES } from "@/server/catalogue/filters/types";
import {
  FACETS,
  INDEXES_WITH_MEMBERSHIP,
  facetValuesFor,
  facetsFor,
  type Facet,
  type Universe,
} from "@/server/domain/screeners/universe";
import type { WarningList } from "@/server/domain/screeners/warnings";

export function checkUniverse(
  input: UniverseInput,
  base: string,
  warnings: WarningList,
  assumed: AssumedValue[],
): Universe {
  const { assetType } = input;
  const universe: Universe = { assetType };
  const applicable = facetsFor(assetType);
  for (const facet of FACETS) {
    const given = input[facet];
    const path = `${base}/universe/${facet}`;
    const allowed = facetValuesFor(facet, assetType);
    if (!allowed) {
      if (given === undefined) continue;
      const where = `applies to ${applicableTo(facet)} only`;
      if (given.length === 0) {
        warnings.warn(
          "universe_facet_not_for_asset_type",
          null,
          path,
          `The facet ${facet} ${where}; the empty list given for a ${assetType} universe was dropped.`,
          `Leave ${facet} out for ${assetType}.`,
        );
      } else {
        warnings.error(
          "universe_facet_not_for_asset_type",
          null,
          path,
          `The facet ${facet} ${where}, so it cannot restrict a ${assetType} universe.`,
          `Remove ${facet}; a ${assetType} universe takes ${applicable.length ? applicable.join(", ") : "no facets"}.`,
        );
      }
      continue;
    }
    if (given === undefined) {
      universe[facet] = [];
      assumed.push({
        field: path,
        value: [],
        reason: `Left out: no restriction on ${facet} (every ${assetType} instrument).`,
      });
      continue;
    }
    given.forEach((value, i) => {
      if (!allowed.includes(value)) {
        warnings.error(
          "universe_value_not_for_asset_type",
          null,
          `${path}/${i}`,
          `"${value}" is not a ${facet} value for ${assetType}.`,
          `Use values from: ${allowed.join(", ")}.`,
        );
      } else if (facet === "indexes" && !INDEXES_WITH_MEMBERSHIP.includes(value)) {
        warnings.warn(
          "index_not_in_data",
          null,
          `${path}/${i}`,
          `The data build holds no membership history for ${value}, so it selects no stocks.`,
          `Use ${INDEXES_WITH_MEMBERSHIP.join(" or ")} (point-in-time membership), or leave ${value} out.`,
        );
      }
    });
    universe[facet] = [...new Set(given)];
  }
  return universe;
}

const applicableTo = (facet: Facet) =>
  ASSET_TYPES.filter((t) => facetValuesFor(facet, t) !== null).join(" and ");
