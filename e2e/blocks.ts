// The strategy builder's blocks as a spec finds them: each is a region named by its title, and a record
// opens with them closed, as summary lines.
import type { Locator, Page } from "@playwright/test";

export const block = (scope: Page | Locator, title: string) =>
  scope.getByRole("region", { name: title, exact: true });

/** Opens a block unless it is open already. */
export async function openBlock(scope: Page | Locator, title: string): Promise<Locator> {
  const region = block(scope, title);
  const toggle = region.getByRole("button", { name: new RegExp(`^${title}`) });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  return region;
}
