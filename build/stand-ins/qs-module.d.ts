/** `qs` (Refine's dependency, not the console's) has no types of its own: the parity test reads it with qs-esm's. */
declare module "qs" {
  const qs: Pick<typeof import("qs-esm"), "parse" | "stringify">;
  export default qs;
}
