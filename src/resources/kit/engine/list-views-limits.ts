/** A saved view's name: required, at most this many characters (the server refuses longer: routes/list-views.ts). */
export const VIEW_NAME_MAX = 30;
