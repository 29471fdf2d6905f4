/**
 * Stands in for object-inspect, which qs's side-channel helpers require only to word an internal error message
 * ("Side channel does not contain …"). A plain String() keeps that message readable without ~6 KiB gzip.
 */
module.exports = function inspect(value) {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
};
