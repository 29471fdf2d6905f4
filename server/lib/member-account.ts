import { dictConstants } from '../../contract/dicts/constants';

/** SPEC §4 account dictionary: a member's account state, which the members area sets and other areas check. */
export const ACCOUNT = dictConstants('accountStatus');
