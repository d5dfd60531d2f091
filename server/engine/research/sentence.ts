// The overfitting verdict of a sweep in one plain sentence (product.md "Research at scale").

/** A deflated Sharpe ratio at or above this is read as skill rather than luck. */
export const SKILL_CONFIDENCE = 0.95;

const pct = (x: number) => `${Math.round(x * 100)} %`;

export function overfittingSentence(x: {
  trials: number;
  bestSharpe: number;
  deflatedSharpe: number;
  probabilityOfOverfitting: number | null;
}): string {
  const tried = `With ${x.trials} variant${x.trials === 1 ? "" : "s"} tried, the best Sharpe ratio, ${x.bestSharpe.toFixed(2)},`;
  const verdict =
    x.deflatedSharpe >= SKILL_CONFIDENCE
      ? `is unlikely to be luck alone (deflated Sharpe ${x.deflatedSharpe.toFixed(2)})`
      : `is no better than luck would give (deflated Sharpe ${x.deflatedSharpe.toFixed(2)})`;
  const pbo =
    x.probabilityOfOverfitting === null
      ? ""
      : `, and the variant best in one half of the history ranked in the lower half of the other in ${pct(x.probabilityOfOverfitting)} of splits`;
  return `${tried} ${verdict}${pbo}.`;
}
