import common from "./common";
import errors from "./errors";
import shell from "./shell";
import auth from "./auth";
import components from "./components";
import ownspace from "./ownspace";
import fields from "./fields";
import phone from "./phone";
import personal from "./personal";
import review from "./review";

export default { common, errors, shell, auth, components, ownspace, fields, phone, personal, review };
