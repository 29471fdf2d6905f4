import type zh from "../zh-CN/errors";
import type { Catalogue } from "../../catalogue";

const en: Catalogue<typeof zh> = {
  unknownRelogin: "Unknown error, please log in again",
  unknown: "Unknown error",
  timeout: "Request timed out",
  malformed: "The server sent an answer the console cannot read",
  versionCheckFailed: "Version check failed, please retry",
  newVersion: "New version detected: {{version}}. Please refresh the page to update!",
  refreshNow: "Refresh now",
  forbidden: "Sorry, you are not allowed to access this page",
  chunkFailed: "The page could not be loaded",
  chunkFailedHint: "The network dropped or a new version was published; reload the page",
  pieceFailed: "This part of the console could not be loaded",
  reload: "Reload",
  notFound: "Sorry, the page you visited does not exist",
  serverError: "Sorry, something went wrong on the server",
  notAvailable: "This page is not available in this console yet",
  notAvailableHint:
    "The menu item “{{title}}” (component {{component}}) is not implemented yet; please contact the developers.",
};
export default en;
