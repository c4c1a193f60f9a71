/** scripts/extract-platform.mjs: the parsers and the shapes of the files it writes to src/data/platform/. */

export interface Permission {
  /** The middleware alias that checks it (`api.permission.guard`, `ui.permission.guard`). */
  middleware: string;
  name: string;
  /** The name with each route parameter inserted as `PermissionSet::from()` does, as `{parameter}`. */
  scoped: string;
  /**
   * The names the guard tries, from `PermissionSet::from()`: each leading run of segments of `scoped`
   * followed by `.*`, then `scoped` itself; holding one of them (for the guard's auth guard) passes.
   */
  checks: string[];
  /** Whether `php artisan kbl:permissions:sync` (`PermissionSet::all()`) reads this middleware. */
  synced: boolean;
}

export interface Route {
  file: string;
  line: number;
  methods: string[];
  /** Full URI with a leading `/`, group prefixes and the API prefix included. */
  uri: string;
  name: string | null;
  controller: string | null;
  action: string | null;
  closure?: true;
  fallback?: true;
  health?: true;
  /** Middleware in the order Laravel runs it: the file's group, the route groups', the route's. */
  middleware: string[];
  permission: Permission | null;
}

export interface RoutesData {
  tag: string;
  source: string;
  routeFiles: {file: string; group: string | null; prefix: string; kind: 'http' | 'console'}[];
  middlewareAliases: Record<string, string>;
  permissionScoping: {segment: string; parameter: string}[];
  permissionSyncReads: string | null;
  macros: {file: string; line: number; call: string; options: unknown; middleware: string[]; prefix: string}[];
  routes: Route[];
}

export type EnvDefault = {value: unknown} | {expression: string} | null;

export interface ConfigRead {
  key: string;
  file: string;
  line: number;
  default: EnvDefault;
  /** The config value is computed from the variable (a cast, a function call, another default). */
  nested?: true;
}

export interface EnvironmentData {
  tag: string;
  source: string;
  variables: Record<string, {example: {value: string; line: number} | null; config: ConfigRead[]}>;
}

export interface Supervisor {
  connection: string | null;
  queues: string[];
  balance: string | null;
  /** `min` is Horizon's default 1 where the configuration sets no `minProcesses`. */
  processes: {min: number; max: number | null};
  tries: number | null;
  timeout: number | null;
  memory: number | null;
  /** Every option after the merge, as configured. */
  options: Record<string, unknown>;
}

export interface ScheduleEntry {
  file: string;
  line: number;
  command?: string;
  job?: string;
  queue?: string | null;
  frequency: string[];
}

export interface HorizonData {
  tag: string;
  source: string;
  horizonVersion: string | null;
  settings: Record<string, {value: unknown} | {expression: string}>;
  defaults: Record<string, Record<string, unknown>>;
  environments: Record<string, Record<string, Supervisor>>;
  schedule: ScheduleEntry[];
}

export type Rule = string | {expression: string; in?: unknown[]};

export interface Validation {
  line: number;
  /** Conditions the call sits under, outermost first (`if (…)`, `else of if (…)`, `switch (…) case …`, `closure`). */
  context: string[];
  /** Source text of the validated data. */
  data: string;
  /** Keys the data sets from something other than the request (route parameters), not request fields. */
  literalKeys?: string[];
  /** The data is `$request-><requestKey>`: field names are relative to that request field. */
  requestKey?: string;
  fields: Record<string, Rule[]>;
  conditional?: {
    expression: string;
    when?: string;
    then?: Record<string, Rule[]>;
    otherwise?: Record<string, Rule[]>;
  }[];
  computed?: {key: string; rules: Rule[]}[];
  /** Source text of a rules array built at run time. */
  dynamic?: string;
  /** `->validate()`: a failure throws instead of answering through the controller. */
  throws?: true;
}

export interface ValidationData {
  tag: string;
  source: string;
  actions: Record<string, {file: string; line: number; validations: Validation[]}>;
}

export interface ColumnsData {
  tag: string;
  source: string;
  tables: Record<string, {migrations: string[]; columns: Record<string, {type: string; nullable: boolean}>}>;
}

export interface Model {
  file: string;
  line: number;
  table: string;
  /** As written in the class; `null` where the class leaves the property out. */
  fillable: string[] | null;
  guarded: string[] | null;
  hidden: string[] | null;
  appends: string[] | null;
  /** The `$casts` property merged with what `casts()` returns. */
  casts: Record<string, string> | null;
}

export interface ModelsData {
  tag: string;
  source: string;
  /** By fully qualified class name. */
  models: Record<string, Model>;
}

export const defaultTag: string;
export const outputDir: string;
export const horizonMinProcessesDefault: number;

export function parseBootstrap(code: string): {
  files: RoutesData['routeFiles'];
  health: {uri: string; line: number} | null;
  aliases: Record<string, string>;
};
export function parsePermissionSet(code: string): {
  scoping: RoutesData['permissionScoping'];
  syncedMiddleware: string | null;
};
export function scopePermission(permission: string, uri: string, scoping: RoutesData['permissionScoping']): string;
export function parseRouteFile(
  code: string,
  options: {file: string; group?: string | null; prefix?: string},
): {routes: Omit<Route, 'permission'>[]; macros: RoutesData['macros']};
export function parseSchedule(code: string, file?: string): ScheduleEntry[];
export function extractRoutes(read: (path: string) => string): Omit<RoutesData, 'tag'>;
export function parseDotenv(text: string): {name: string; value: string; line: number}[];
export function parseConfigEnv(code: string, file: string): (ConfigRead & {variable: string})[];
export function parseHorizon(code: string): Pick<HorizonData, 'settings' | 'defaults' | 'environments'>;
export function parseValidation(code: string, file: string): ValidationData['actions'];
export function applyMigration(
  code: string,
  file: string,
  tables: ColumnsData['tables'],
  config?: (name: string) => unknown,
): ColumnsData['tables'];
export function permissionChecks(scoped: string): string[];
export function parseModels(code: string, file: string): ModelsData['models'];
export function extractModels(read: (path: string) => string, files: string[]): Pick<ModelsData, 'models'>;
export function stableJson(value: unknown): string;
export function extractPlatform(gitDir: string, tag?: string): Record<string, string>;
