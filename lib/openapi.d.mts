type Json = Record<string, unknown>;
export const rootFile: string;
export const redoclyConfig: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bundled description is free-form JSON
export function bundleOpenApi(options?: {dereferenced?: boolean; input?: string}): Promise<Record<string, any>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function bundledOpenApi(): Promise<Record<string, any>>;
export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
  summary: string;
}
export function operationsOf(description: Json): OperationSummary[];
export function redoclyProblem(description: Json): Promise<string | null>;
