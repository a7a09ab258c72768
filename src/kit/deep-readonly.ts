// Input types are read, never written: accepting readonly arrays and objects lets a caller pass the
// library's own readonly values (a RobbersEvent's awards, say) without a cast.

/** `T` with every array and object property readonly, all the way down. */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly DeepReadonly<U>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;
