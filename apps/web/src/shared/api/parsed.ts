/** The response type a contracts schema parses to, without a hand-written copy of it. */
export type Parsed<S extends { parse: (value: unknown) => unknown }> = ReturnType<S['parse']>;
