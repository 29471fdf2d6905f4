/** en-US must hold every key zh-CN holds, with the same nesting: the compiler checks it. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
