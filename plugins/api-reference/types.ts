import type {KnownIssue} from '../../src/data/knownIssues';

/**
 * The view model that the plugin computes at build time and the page renders. It holds only what
 * the page shows, so the raw description never reaches the browser. Every `…Html` field is
 * produced by our sanitising Markdown converter and is safe to inject.
 *
 * Only the server renders it: the browser gets the rendered HTML in the page, plus the small
 * `ApiNavModel` (side navigation) and, once "Try it" is opened, `ApiTryItModel`.
 */

export type CodeLanguage = 'curl' | 'javascript' | 'python' | 'php';

export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface SchemaNode {
  /** Human label of the type: `string<uuid>`, `array of Cluster`, `integer | null`. */
  type: string;
  /** Name of a component schema in `ApiViewModel.schemas`, rendered in its place. */
  ref?: string;
  descriptionHtml?: string;
  /** Short constraints: `enum: "a", "b"`, `default: 1`, `read-only`. */
  facts?: string[];
  properties?: SchemaProperty[];
  items?: SchemaNode;
  additional?: SchemaNode;
  variants?: {kind: 'one of' | 'any of'; options: SchemaNode[]};
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  type: string;
  descriptionHtml: string;
  /** Value used in code samples and to prefill "Try it"; empty when there is nothing sensible. */
  example: string;
  /** The schema's default, if any: "Try it" prefills optional parameters with it (never a made-up cursor). */
  defaultValue?: string;
}

export interface ApiRequestBody {
  contentType: string;
  required: boolean;
  descriptionHtml: string;
  schema?: SchemaNode;
}

export interface ApiResponse {
  status: string;
  /** Sanitised inline HTML without links: it is shown inside a <summary>, where neither block markup nor links belong. */
  descriptionHtml: string;
  contentType?: string;
  schema?: SchemaNode;
  /** The documented response headers, where the description has any. */
  headers?: {name: string; type: string; required: boolean; descriptionHtml: string}[];
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  descriptionHtml: string;
  deprecated: boolean;
  /** Ids of the entries of src/data/knownIssues.ts that touch this operation. */
  knownIssues: string[];
  /** Names of the security schemes, any one of which suffices; empty means no authentication. */
  security: string[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
}

/** One example value; `name` and `summary` come from the description's named `examples`. */
export interface ApiExample {
  name?: string;
  summary?: string;
  /** Pretty-printed JSON (or raw text for other media types). */
  value: string;
}

export interface ApiOperationExamples {
  requestBody: ApiExample[];
  responses: {status: string; examples: ApiExample[]}[];
  /**
   * Code samples with `baseUrlMarker` where the installation's address goes: the page shows the
   * documented default there and, after hydration, the address the reader set.
   */
  samples: Record<CodeLanguage, string>;
}

export interface ApiTag {
  name: string;
  descriptionHtml: string;
  operations: ApiOperation[];
}

export interface ApiSecurityScheme {
  name: string;
  label: string;
  descriptionHtml: string;
}

export interface ApiServerVariable {
  name: string;
  defaultValue: string;
  descriptionHtml: string;
}

/** One generic error answer: as the published description declares it, and what 1.2.3 sends. */
export interface ApiErrorEntry {
  /** Name of the reusable response in `components.responses`; its place is `#error/<name>`. */
  name: string;
  /** The status 1.2.3 sends for it (`x-status`); null where no route sends it. */
  sentStatus: string | null;
  sentHtml: string;
  contentType?: string;
  examples: ApiExample[];
  published: {
    /** Its name in the published description. */
    response: string;
    /** The status the published operations use it with; null where none does. */
    status: string | null;
    description: string;
    /** How many published operations refer to it. */
    operations: number;
    /** Its example body, pretty-printed JSON. */
    body: string;
  };
}

/** One entity of the data model: every stored column and how the API treats it. */
export interface ApiDataModelEntity {
  name: string;
  /** Its schema in `components.schemas` (`<Entity>Record`). */
  schema: string;
  table: string;
  /** The schema answers use for it, where there is one. */
  answerSchema?: string;
  descriptionHtml: string;
  fields: {
    name: string;
    type: string;
    descriptionHtml?: string;
    facts?: string[];
    /** `returned` in answers; `write-only`: accepted, never returned; `hidden`: neither. */
    api: 'returned' | 'write-only' | 'hidden';
  }[];
}

export interface ApiViewModel {
  /** The registry entries that operations name in `knownIssues`, by id: each once, not per operation. */
  knownIssues: Record<string, KnownIssue>;
  title: string;
  version: string;
  /** `info.license`: its SPDX identifier where given (else its name), and its URL if any. */
  license?: {label: string; url?: string};
  descriptionHtml: string;
  server: {
    /** The server URL as written in the description, e.g. `{baseUrl}/api`. */
    url: string;
    variables: ApiServerVariable[];
    /** Path that follows the reader's installation address, e.g. `/api` or an empty string. */
    basePath: string;
  };
  securitySchemes: ApiSecurityScheme[];
  schemas: Record<string, SchemaNode>;
  /** For every component schema, the ids of the operations that use it. */
  schemaUsage: Record<string, string[]>;
  tags: ApiTag[];
  /** The generic error answers (`components.responses` with `x-published`). */
  errors: ApiErrorEntry[];
  /** The stored entities (component schemas with `x-table`); they are not among `schemas`. */
  dataModel: ApiDataModelEntity[];
}

/** What the browser needs on first load: the side navigation and the page's title line. */
export interface ApiNavModel {
  version: string;
  operationCount: number;
  /** How many known issues the page's "Known issues" section holds (none: no section). */
  knownIssueCount: number;
  /** Names of the component schemas, each with its place at `#schema/<name>`. */
  schemas: string[];
  /** Names of the error catalogue's entries (`#error/<name>`) and of the data model's entities (`#model/<name>`). */
  errors: string[];
  dataModel: string[];
  tags: {
    name: string;
    operations: Pick<ApiOperation, 'id' | 'method' | 'path' | 'summary'>[];
  }[];
}

/** What "Try it" needs of an operation; loaded with its chunk. */
export interface ApiTryItOperation {
  method: string;
  path: string;
  parameters: Pick<ApiParameter, 'name' | 'in' | 'required' | 'example' | 'defaultValue'>[];
  /** The request body's examples in the order the page shows them; "Try it" starts with the one picked there. */
  requestBody?: {contentType: string; examples: string[]};
  security: string[];
}

/** What the release answers instead of the documented answer, because of a known issue. */
export interface ReleaseAnswer {
  /** The registry entry (src/data/knownIssues.ts) that explains it. */
  issueId: string;
  issueTitle: string;
  status: number;
  /** As a client that accepts JSON gets it. */
  body: Record<string, unknown>;
  /**
   * The last check a request passes before the defect answers: `routing` none (the route is
   * missing), `token` the token check, `validation` also the validation of the request.
   */
  after: 'routing' | 'token' | 'validation';
  /** When it applies, if not on every such call: a phrase that follows "1.2.3 answers this". */
  when?: string;
}

export interface ApiTryItModel {
  /** The release the description documents, without a leading `v`: the one the sandbox answers as. */
  version: string;
  basePath: string;
  /** The server variable's default, as the code samples show it; "Try it" never sends to it unasked. */
  defaultBaseUrl: string;
  operations: Record<string, ApiTryItOperation>;
  /** By operationId: what the release answers instead of the documented answer (known issues with an `answer`). */
  releaseAnswers: Record<string, ReleaseAnswer>;
}
