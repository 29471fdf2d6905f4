import common from "./common";
import errors from "./errors";
import shell from "./shell";
import auth from "./auth";
import components from "./components";

export default { common, errors, shell, auth, components };
