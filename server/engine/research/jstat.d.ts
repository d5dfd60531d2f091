// The part of jstat (no types of its own) the research statistics use.
declare module "jstat" {
  export const jStat: {
    normal: {
      cdf(x: number, mean: number, sd: number): number;
      inv(p: number, mean: number, sd: number): number;
    };
  };
}
