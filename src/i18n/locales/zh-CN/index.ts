import common from "./common";
import errors from "./errors";
import shell from "./shell";
import auth from "./auth";
import components from "./components";
import ownspace from "./ownspace";
import fields from "./fields";

export default { common, errors, shell, auth, components, ownspace, fields };
