/** The common passwords the policy refuses, lower-cased, one a line (scripts/common-passwords-plugin.ts). */
declare module "virtual:common-passwords" {
  const passwords: string;
  export default passwords;
}
