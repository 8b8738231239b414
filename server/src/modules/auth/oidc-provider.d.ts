// oidc-provider (a devDependency, used only by the single sign-on tests) ships no type declarations.
declare module 'oidc-provider';
