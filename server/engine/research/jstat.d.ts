// The part of jstat (no types of its own) the research statistics use. jstat is CommonJS: its
// module.exports is the jStat object, read as the default import under Node's ESM (tsx) and bundlers alike.
declare module "jstat" {
  const jStat: {
    normal: {
      cdf(x: number, mean: number, sd: number): number;
      inv(p: number, mean: number, sd: number): number;
    };
  };
  export default jStat;
}
