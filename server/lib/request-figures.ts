/** What the server counts of its requests (http/request-stats.ts), as the system monitor reads it. */
/** Request figures of one endpoint (or of all): how many, how many failed, their mean duration. */
export interface RequestFigures {
  count: number;
  errors: number;
  meanMs: number;
}

export interface EndpointStats {
  method: string;
  /** The route as declared, ids as parameters (`/xboot/user/admin/disable/:id`), without `/admin-api`. */
  endpoint: string;
  total: RequestFigures;
  lastMinute: RequestFigures;
}

export interface RequestSummary {
  /** When counting started (epoch ms). */
  since: number;
  total: RequestFigures;
  lastMinute: RequestFigures;
  /** Every endpoint called since start, most requested first. */
  endpoints: EndpointStats[];
}
