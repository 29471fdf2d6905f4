/**
 * An error that becomes an envelope with its code and message (500 unless told otherwise): the refusal every layer
 * throws (lib, kit, screens, routes), which http/ answers. It lives in lib so that lib needs nothing of http.
 */
export class ApiError extends Error {
  readonly code: number;
  /**
   * The refusal keeps what the request wrote before it (a wrong password's failure count): the request's
   * transaction commits, then the refusal is answered. Default: everything the request wrote is rolled back.
   */
  readonly keepWrites: boolean;
  /**
   * The answer has no `result` key: X-Boot's security layer writes its answers (login, 401 for a token it does not
   * know, 403) through ResponseUtil, which leaves a null result out. Only the bare profile throws these.
   */
  readonly omitResult: boolean;

  constructor(message: string, code = 500, opts: { keepWrites?: boolean; omitResult?: boolean } = {}) {
    super(message);
    this.code = code;
    this.keepWrites = opts.keepWrites === true;
    this.omitResult = opts.omitResult === true;
  }
}
