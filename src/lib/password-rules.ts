/** SPEC §5 / §9 password limits: the input holds 6–20 by default; the change-password rule allows up to 32. */
export const PASSWORD_MIN = 6;
export const PASSWORD_INPUT_MAX = 20;
export const PASSWORD_CHANGE_MAX = 32;
