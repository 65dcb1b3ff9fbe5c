// @adobe/structured-data-validator ships no types: the part of its API the tests use.
declare module "@adobe/structured-data-validator" {
  export type ValidationIssue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType: string;
    dataFormat: string;
    fieldNames?: Array<string>;
    path?: Array<{ type?: string; property?: string; index?: number }>;
    location?: string;
  };
  type Extracted = { jsonld: Record<string, Array<Record<string, unknown>>>; microdata: Record<string, never>; rdfa: Record<string, never> };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: Extracted): Promise<Array<ValidationIssue>>;
  }
}
