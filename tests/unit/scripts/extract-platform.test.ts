/**
 * scripts/extract-platform.mjs: its PHP parsers on small samples, and the committed src/data/platform/
 * files against what the script writes from a Kublade checkout (when one is on this machine).
 *
 * Run alone: node --import tsx --test tests/unit/scripts/extract-platform.test.ts
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {
  applyMigration,
  extractPlatform,
  extractRoutes,
  parseConfigEnv,
  parseDotenv,
  parseHorizon,
  parseModels,
  parseRouteFile,
  parseSchedule,
  parseValidation,
  permissionChecks,
  scopePermission,
  stableJson,
  type ColumnsData,
} from '../../../scripts/extract-platform.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('extract-platform: routes', () => {
  const routeFile = `<?php
use App\\Http\\Middleware\\IdentifyProject;
use Illuminate\\Support\\Facades\\Auth;
use Illuminate\\Support\\Facades\\Route;

Route::get('/', function () { return redirect('/x'); })->name('home');
Auth::routes(['register' => false]);
Route::prefix('auth')->group(function () {
    Route::post('/login', [App\\Http\\Controllers\\AuthController::class, 'login']);
    Route::middleware('guard')->group(function () {
        Route::get('/me', [App\\Http\\Controllers\\AuthController::class, 'me'])->name('me');
    });
});
Route::middleware(['guard', IdentifyProject::class])->name('p.')->group(function () {
    Route::patch('/projects/{project_id}/clusters/{cluster_id}', [App\\Http\\Controllers\\ClusterController::class, 'update'])
        ->name('cluster.update')
        ->middleware('perm.guard:projects.clusters.update');
    Route::match(['get', 'post'], 'both', 'App\\Http\\Controllers\\BothController@handle');
});
Route::fallback(function () { return 404; });
`;

  test('resolves group prefixes, names and middleware, controllers and closures', () => {
    const {routes, macros} = parseRouteFile(routeFile, {file: 'routes/x.php', group: 'api', prefix: 'api'});
    const byUri = Object.fromEntries(routes.map((route) => [`${route.methods[0]} ${route.uri}`, route]));
    assert.deepEqual(Object.keys(byUri), [
      'GET /api',
      'POST /api/auth/login',
      'GET /api/auth/me',
      'PATCH /api/projects/{project_id}/clusters/{cluster_id}',
      'GET /api/both',
      'GET /api/{fallbackPlaceholder}',
    ]);
    assert.equal(byUri['GET /api'].closure, true);
    assert.equal(byUri['GET /api'].name, 'home');
    assert.deepEqual(byUri['GET /api'].methods, ['GET', 'HEAD']);
    assert.deepEqual(byUri['GET /api/auth/me'].middleware, ['api', 'guard']);
    assert.equal(byUri['GET /api/auth/me'].controller, 'App\\Http\\Controllers\\AuthController');
    assert.equal(byUri['GET /api/auth/me'].action, 'me');
    const update = byUri['PATCH /api/projects/{project_id}/clusters/{cluster_id}'];
    assert.equal(update.name, 'p.cluster.update');
    assert.deepEqual(update.middleware, [
      'api',
      'guard',
      'App\\Http\\Middleware\\IdentifyProject',
      'perm.guard:projects.clusters.update',
    ]);
    assert.deepEqual(byUri['GET /api/both'].methods, ['GET', 'POST', 'HEAD']);
    assert.equal(byUri['GET /api/both'].action, 'handle');
    assert.equal(byUri['GET /api/{fallbackPlaceholder}'].fallback, true);
    assert.deepEqual(
      macros.map((macro) => [macro.call, macro.options]),
      [['Auth::routes', {register: false}]],
    );
  });

  test('an unknown route modifier fails instead of being dropped', () => {
    assert.throws(
      () =>
        parseRouteFile(`<?php use Illuminate\\Support\\Facades\\Route; Route::get('/a', 'X@y')->can('z');`, {
          file: 'r.php',
        }),
      /can\(\) is not understood/,
    );
  });

  test('permissions come from aliases of PermissionGuard classes and are scoped like PermissionSet::from()', () => {
    const files: Record<string, string> = {
      'bootstrap/app.php': `<?php
use App\\Http\\Middleware\\PermissionGuard as Guard;
return Application::configure(basePath: dirname(__DIR__))
    ->withRouting(api: __DIR__ . '/../routes/x.php', commands: __DIR__ . '/../routes/console.php', health: '/up')
    ->withMiddleware(function (Middleware $middleware) {
        $middleware->alias(['perm.guard' => Guard::class, 'guard' => App\\Other::class]);
    })->create();`,
      'routes/x.php': routeFile,
      'app/Helpers/PermissionSet.php': `<?php
namespace App\\Helpers;
use Illuminate\\Support\\Str;
class PermissionSet {
    public static function from(string $permission, Request $request) {
        if (Str::contains($permission, 'projects.') && $projectId = $request->route('project_id')) {
            $permission = Str::replaceFirst('projects.', 'projects.' . $projectId . '.', $permission);
        }
        if (Str::contains($permission, 'clusters.') && $clusterId = $request->route('cluster_id')) {
            $permission = Str::replaceFirst('clusters.', 'clusters.' . $clusterId . '.', $permission);
        }
    }
    public static function all() {
        if (Str::startsWith($middleware, 'ui.guard:')) {}
    }
}`,
    };
    const data = extractRoutes((path) => files[path]);
    assert.deepEqual(data.permissionScoping, [
      {segment: 'projects.', parameter: 'project_id'},
      {segment: 'clusters.', parameter: 'cluster_id'},
    ]);
    assert.equal(data.permissionSyncReads, 'ui.guard');
    const update = data.routes.find((route) => route.methods.includes('PATCH'));
    assert.deepEqual(update?.permission, {
      middleware: 'perm.guard',
      name: 'projects.clusters.update',
      scoped: 'projects.{project_id}.clusters.{cluster_id}.update',
      checks: [
        'projects.*',
        'projects.{project_id}.*',
        'projects.{project_id}.clusters.*',
        'projects.{project_id}.clusters.{cluster_id}.*',
        'projects.{project_id}.clusters.{cluster_id}.update',
      ],
      synced: false,
    });
    assert.ok(data.routes.some((route) => route.uri === '/up' && route.health));
    assert.equal(data.routes.find((route) => route.uri === '/api/auth/me')?.permission, null);
  });

  test('scoping inserts a parameter only after its own segment and only when the URI has it', () => {
    const scoping = [
      {segment: 'projects.', parameter: 'project_id'},
      {segment: 'commits.', parameter: 'commit_id'},
    ];
    const uri = '/projects/{project_id}/commit/{commit_id}';
    assert.equal(scopePermission('projects.commit.revert', uri, scoping), 'projects.{project_id}.commit.revert');
    assert.equal(
      scopePermission('projects.commits.revert', uri, scoping),
      'projects.{project_id}.commits.{commit_id}.revert',
    );
    assert.equal(scopePermission('projects.view', '/projects', scoping), 'projects.view');
  });

  test('the guard tries every leading run of segments with .*, then the full name, as PermissionSet::from() lists them', () => {
    assert.deepEqual(permissionChecks('projects.view'), ['projects.*', 'projects.view']);
    assert.deepEqual(permissionChecks('users.magic-link'), ['users.*', 'users.magic-link']);
    assert.deepEqual(permissionChecks('templates.{template_id}.folders.add'), [
      'templates.*',
      'templates.{template_id}.*',
      'templates.{template_id}.folders.*',
      'templates.{template_id}.folders.add',
    ]);
  });

  test('the console schedule lists commands and jobs with queue and frequency', () => {
    const schedule = parseSchedule(`<?php
use App\\Jobs\\Sync as SyncJob;
use Illuminate\\Support\\Facades\\Schedule;
Schedule::command('horizon:snapshot')->everyFiveMinutes();
Schedule::job(new SyncJob(), 'dispatchers')->hourly()->withoutOverlapping(10);`);
    assert.deepEqual(
      schedule.map(({command, job, queue, frequency}) => ({command, job, queue, frequency})),
      [
        {command: 'horizon:snapshot', job: undefined, queue: undefined, frequency: ['everyFiveMinutes']},
        {
          command: undefined,
          job: 'App\\Jobs\\Sync',
          queue: 'dispatchers',
          frequency: ['hourly', 'withoutOverlapping(10)'],
        },
      ],
    );
  });
});

describe('extract-platform: environment', () => {
  test('.env values: plain, quoted, empty, with a comment', () => {
    assert.deepEqual(parseDotenv('A=1\n\n# note\nB="${A} x"\nC=\nD=plain # comment\nE=\'single\''), [
      {name: 'A', value: '1', line: 1},
      {name: 'B', value: '${A} x', line: 4},
      {name: 'C', value: '', line: 5},
      {name: 'D', value: 'plain', line: 6},
      {name: 'E', value: 'single', line: 7},
    ]);
  });

  test('env() calls keep their config key, constant or expression default, and nesting', () => {
    const calls = parseConfigEnv(
      `<?php
use Illuminate\\Support\\Str;
return [
    'name' => env('APP_NAME', 'Kublade'),
    'debug' => (bool) env('APP_DEBUG', false),
    'key' => env('APP_KEY'),
    'driver' => env('DRIVER', Some\\Driver::class),
    'connections' => ['mysql' => ['port' => env('DB_PORT', '3306')]],
    'list' => [env('FIRST', 1)],
    'prefix' => env('PREFIX', Str::slug(env('APP_NAME', 'laravel'), '_') . '_x'),
];`,
      'config/app.php',
    );
    const summary = calls.map(({variable, key, default: fallback, nested}) => [
      variable,
      key,
      fallback,
      nested ?? false,
    ]);
    assert.deepEqual(summary, [
      ['APP_NAME', 'app.name', {value: 'Kublade'}, false],
      ['APP_DEBUG', 'app.debug', {value: false}, true],
      ['APP_KEY', 'app.key', null, false],
      ['DRIVER', 'app.driver', {value: 'Some\\Driver'}, false],
      ['DB_PORT', 'app.connections.mysql.port', {value: '3306'}, false],
      ['FIRST', 'app.list.0', {value: 1}, false],
      ['PREFIX', 'app.prefix', {expression: "Str::slug(env('APP_NAME', 'laravel'), '_') . '_x'"}, false],
      ['APP_NAME', 'app.prefix', {value: 'laravel'}, true],
    ]);
    assert.equal(calls[0].line, 4);
  });
});

describe('extract-platform: horizon', () => {
  test('environments get the defaults merged as array_replace_recursive does', () => {
    const {environments, settings} = parseHorizon(`<?php
return [
    'path' => env('HORIZON_PATH', 'horizon'),
    'memory_limit' => 64,
    'defaults' => [
        's1' => ['connection' => 'redis', 'queue' => ['a', 'b'], 'maxProcesses' => 1, 'tries' => 1, 'timeout' => 60],
        's2' => ['connection' => 'redis', 'queue' => ['c'], 'minProcesses' => 2, 'maxProcesses' => 3],
    ],
    'environments' => [
        'production' => ['s1' => ['maxProcesses' => 5, 'queue' => ['z']], 's3' => ['connection' => 'redis', 'queue' => ['d']]],
        'local' => [],
    ],
];`);
    assert.deepEqual(settings.memory_limit, {value: 64});
    assert.deepEqual(settings.path, {expression: "env('HORIZON_PATH', 'horizon')"});
    assert.deepEqual(Object.keys(environments.production), ['s1', 's2', 's3']);
    assert.deepEqual(environments.production.s1.processes, {min: 1, max: 5});
    // array_replace_recursive replaces lists index by index: ['z'] over ['a', 'b'] is ['z', 'b'].
    assert.deepEqual(environments.production.s1.queues, ['z', 'b']);
    assert.equal(environments.production.s1.timeout, 60);
    assert.deepEqual(environments.local.s2.processes, {min: 2, max: 3});
    assert.deepEqual(Object.keys(environments.local), ['s1', 's2']);
    assert.equal(environments.local.s1.tries, 1);
  });
});

describe('extract-platform: models', () => {
  test('table, mass assignment, hidden attributes and casts from the property and from casts()', () => {
    const models = parseModels(
      `<?php
namespace App\\Models;
class User extends Model {
    protected $table = 'users';
    protected $fillable = ['name', 'password'];
    protected $hidden = ['password', 'remember_token'];
    protected $casts = ['flag' => 'boolean'];
    protected function casts(): array { return ['password' => 'hashed']; }
}
class Helper { protected $hidden = ['x']; }`,
      'app/Models/User.php',
    );
    assert.deepEqual(Object.keys(models), ['App\\Models\\User']);
    assert.deepEqual(models['App\\Models\\User'], {
      file: 'app/Models/User.php',
      line: 3,
      table: 'users',
      fillable: ['name', 'password'],
      guarded: null,
      hidden: ['password', 'remember_token'],
      appends: null,
      casts: {flag: 'boolean', password: 'hashed'},
    });
  });
});

describe('extract-platform: validation', () => {
  const controller = `<?php
namespace App\\Http\\Controllers\\API;
use Illuminate\\Support\\Facades\\Validator;
use Illuminate\\Validation\\Rule;
class ThingController {
    public function action_update(string $thing_id, Request $request) {
        $validator = Validator::make(array_merge($request->all(), ['thing_id' => $thing_id, 'label' => $request->label]), [
            'thing_id' => ['required', 'string', 'max:255'],
            'name' => 'required|string|max:255',
            'type' => ['required', Rule::in(['a', 'b'])],
            ...(! empty($request->template_id) ? ['config' => ['required', 'string']] : []),
        ]);
        if ($request->git) {
            $validator = Validator::make($request->git, ['url' => ['required', 'string']]);
        }
        switch ($request->type) {
            case 'a':
            case 'b':
                Validator::make($request->all(), ['min' => ['required', 'numeric']])->validate();
                break;
        }
        $rules = [];
        Validator::make($request->toArray(), $rules);
    }
    public function action_add(Request $request) {
        $request->validate(['name' => ['required']]);
    }
    public function helper() {}
}`;

  test('rules per field, with conditions, input and thrown failures', () => {
    const actions = parseValidation(controller, 'app/Http/Controllers/API/ThingController.php');
    assert.deepEqual(Object.keys(actions), [
      'App\\Http\\Controllers\\API\\ThingController@action_update',
      'App\\Http\\Controllers\\API\\ThingController@action_add',
    ]);
    const [first, git, min, dynamic] =
      actions['App\\Http\\Controllers\\API\\ThingController@action_update'].validations;
    assert.deepEqual(first.fields, {
      thing_id: ['required', 'string', 'max:255'],
      name: ['required', 'string', 'max:255'],
      type: ['required', {expression: "Rule::in(['a', 'b'])", in: ['a', 'b']}],
    });
    assert.deepEqual(first.literalKeys, ['thing_id']);
    assert.deepEqual(first.context, []);
    assert.equal(first.conditional?.[0].when, '! empty($request->template_id)');
    assert.deepEqual(first.conditional?.[0].then, {config: ['required', 'string']});
    assert.deepEqual(first.conditional?.[0].otherwise, {});
    assert.equal(git.requestKey, 'git');
    assert.deepEqual(git.context, ['if ($request->git)']);
    assert.deepEqual(min.context, ["switch ($request->type) case 'a', 'b'"]);
    assert.equal(min.throws, true);
    assert.equal(min.line, 19);
    assert.equal(dynamic.dynamic, '$rules');
    assert.equal(first.throws, undefined);
    const [add] = actions['App\\Http\\Controllers\\API\\ThingController@action_add'].validations;
    assert.deepEqual(add.fields, {name: ['required']});
    assert.equal(add.throws, true);
  });
});

describe('extract-platform: migrations', () => {
  test('columns of created and altered tables, with config-named tables and branches evaluated', () => {
    const tables: ColumnsData['tables'] = {};
    applyMigration(
      `<?php
return new class () extends Migration {
    public function up(): void {
        Schema::create('things', function (Blueprint $table) {
            $table->uuid('id')->primary();
            $table->string('name');
            $table->string('note')->nullable();
            $table->foreignUuid('owner_id')->references('id')->on('users');
            $table->rememberToken();
            $table->timestamps();
            $table->softDeletes();
            $table->index(['name']);
        });
    }
    public function down(): void { Schema::dropIfExists('things'); }
};`,
      'database/migrations/1_create.php',
      tables,
    );
    applyMigration(
      `<?php
return new class () extends Migration {
    public function up(): void {
        $names = config('permission.table_names');
        $columns = config('permission.column_names');
        $pivot = $columns['role_pivot_key'] ?? 'role_id';
        if (empty($names)) { throw new Exception('no config'); }
        Schema::table('things', function (Blueprint $table) {
            $table->boolean('done')->default(false)->after('name');
            $table->dropColumn('note');
        });
        Schema::create($names['roles'], static function (Blueprint $table) use ($pivot) {
            $table->bigIncrements('id');
            if (config('permission.teams')) {
                $table->unsignedBigInteger('team_id')->nullable();
            }
            $table->unsignedBigInteger($pivot);
        });
    }
};`,
      'database/migrations/2_update.php',
      tables,
      (name) =>
        name === 'permission'
          ? {table_names: {roles: 'my_roles'}, column_names: {role_pivot_key: null}, teams: false}
          : null,
    );
    assert.deepEqual(tables.things, {
      migrations: ['database/migrations/1_create.php', 'database/migrations/2_update.php'],
      columns: {
        id: {type: 'uuid', nullable: false},
        name: {type: 'string', nullable: false},
        owner_id: {type: 'foreignUuid', nullable: false},
        remember_token: {type: 'string', nullable: true},
        created_at: {type: 'timestamp', nullable: true},
        updated_at: {type: 'timestamp', nullable: true},
        deleted_at: {type: 'timestamp', nullable: true},
        done: {type: 'boolean', nullable: false},
      },
    });
    assert.deepEqual(tables.my_roles.columns, {
      id: {type: 'bigIncrements', nullable: false},
      role_id: {type: 'unsignedBigInteger', nullable: false},
    });
  });

  test('an unknown Blueprint method fails instead of being dropped', () => {
    assert.throws(
      () =>
        applyMigration(
          `<?php return new class () { public function up() { Schema::create('t', function (Blueprint $table) { $table->morphs('x'); }); } };`,
          'm.php',
          {},
        ),
      /morphs\(\) is not understood/,
    );
  });
});

test('stableJson sorts object keys at every level and keeps array order', () => {
  assert.equal(
    stableJson({b: 1, a: {d: [3, 1], c: null}}),
    '{\n  "a": {\n    "c": null,\n    "d": [\n      3,\n      1\n    ]\n  },\n  "b": 1\n}\n',
  );
});

describe('extract-platform: the committed data is what the script writes', () => {
  const candidates = [process.env.KUBLADE_GIT_DIR, '/work/.mirror/forepath+kublade/repo'].filter((dir): dir is string =>
    Boolean(dir),
  );
  const gitDir = candidates.find((dir) => existsSync(dir));
  const reason = `no Kublade checkout: set KUBLADE_GIT_DIR to a git directory of forepath/kublade (looked at ${candidates.join(', ')})`;

  test('src/data/platform/ equals npm run platform:extract at v1.2.3', {skip: gitDir ? false : reason}, () => {
    const output = extractPlatform(gitDir!, 'v1.2.3');
    for (const [name, content] of Object.entries(output)) {
      const committed = readFileSync(join(root, 'src/data/platform', name), 'utf8');
      assert.ok(
        committed === content,
        `src/data/platform/${name} differs from the script's output: run npm run platform:extract -- ${gitDir}`,
      );
    }
  });
  if (!gitDir) console.log(`# skipped the comparison with the platform source: ${reason}`);
});
