// Password length rules, shared by better-auth's config, the operator tools and the browser forms
// (a plain constant, so client code can import it without the server).
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
