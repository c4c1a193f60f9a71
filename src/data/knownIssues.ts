import type {KnownIssueArea} from './knownIssueLinks';
import {site} from './site';

/**
 * The one registry of known defects of the documented release. Docs pages and blog posts
 * show an entry with `<KnownIssue id="…" />` where a reader meets it (plugins/known-issues puts
 * the entry's data into the page at build time), /api/ shows it on every operation it lists, and
 * the introduction lists them all, grouped by `area` (`knownIssuesPage` in knownIssueLinks.ts).
 * tests/unit/src/data/knownIssues.test.ts keeps the registry, the pages and the API description
 * in step.
 *
 * Text fields are short Markdown-free sentences; `inline code` in backticks is the only markup.
 */

export interface KnownIssue {
  /** Stable kebab-case id, used in `<KnownIssue id>` and as the anchor `#known-issue-<id>`. */
  id: string;
  /** Where it strikes: the group of the full list that holds it (`knownIssueAreas`). */
  area: KnownIssueArea;
  title: string;
  /** Releases of the forepath/kublade line that have the defect, oldest first. */
  affectedVersions: string[];
  /** What the reader sees when they meet it. */
  symptom: string;
  /** Why it happens in the code. */
  cause: string;
  /** Files of the platform's source at the affected release that show the cause. */
  sourcePaths: string[];
  /** What the reader can do until a release fixes it. */
  workaround: string;
  /** Docs pages and blog posts (their URL paths) that show the entry. */
  pages: string[];
  /** operationIds of the API description that the entry touches. */
  operations: string[];
  /**
   * Only where the defect makes the operations of `operations` answer otherwise than the API
   * description documents, the same way on each call that reaches it: that answer, as a client
   * that accepts JSON gets it. The sandbox of /api/ answers it by default.
   */
  answer?: KnownIssueAnswer;
}

export interface KnownIssueAnswer {
  status: number;
  body: Record<string, unknown>;
  /**
   * The last check a request passes before the defect answers: `routing` none (the route is
   * missing), `token` the token and permission checks, `validation` also the request's validation.
   */
  after: 'routing' | 'token' | 'validation';
  /** When it applies, if not on every such call: a phrase that follows "1.2.3 answers this". */
  when?: string;
}

/** The releases of the forepath/kublade line, oldest first. */
const releases = ['1.0.0', '1.0.1', '1.0.2', '1.1.0', '1.1.1', '1.2.0', '1.2.1', '1.2.2', '1.2.3'];

/** Every release from `first` up to the documented one: a defect that is still there. */
function releasesSince(first: string): string[] {
  return releases.slice(releases.indexOf(first));
}

/** Every operation under /api/templates, all of which share the controller of `templates-api-500`. */
const templateOperations = [
  'listTemplates',
  'createTemplate',
  'getTemplate',
  'updateTemplate',
  'deleteTemplate',
  'importTemplate',
  'syncTemplate',
  'listTemplateFolders',
  'createTemplateFolder',
  'getTemplateFolder',
  'updateTemplateFolder',
  'deleteTemplateFolder',
  'listTemplateFiles',
  'createTemplateFile',
  'getTemplateFile',
  'updateTemplateFile',
  'deleteTemplateFile',
  'listTemplateFields',
  'createTemplateField',
  'getTemplateField',
  'updateTemplateField',
  'deleteTemplateField',
  'listTemplateFieldOptions',
  'createTemplateFieldOption',
  'getTemplateFieldOption',
  'updateTemplateFieldOption',
  'deleteTemplateFieldOption',
  'listTemplatePorts',
  'createTemplatePort',
  'getTemplatePort',
  'updateTemplatePort',
  'deleteTemplatePort',
  'listTemplateEnvVariables',
  'createTemplateEnvVariable',
  'getTemplateEnvVariable',
  'updateTemplateEnvVariable',
  'deleteTemplateEnvVariable',
];

export const knownIssues: KnownIssue[] = [
  {
    id: 'composer-no-dev-breaks-boot',
    area: 'installation',
    title: 'Kublade does not start after composer install --no-dev',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'After `composer install --no-dev`, Composer ends with an error from its `php artisan package:discover` script. From then on every `php artisan` command (migrations, the seeder, Horizon, the scheduler) stops with an error that the class `L5Swagger\\Generator` cannot be found, and every request to the web interface or the API fails with a server error.',
    cause:
      "`config/l5-swagger.php` uses the class constant `L5Swagger\\Generator::OPEN_API_DEFAULT_SPEC_VERSION` as the fallback of `env('L5_SWAGGER_OPEN_API_SPEC_VERSION')`. The class belongs to `darkaonline/l5-swagger`, which `composer.json` lists under `require-dev`. Laravel loads every file in `config/` when the application starts, and PHP evaluates the fallback argument even when the variable is set, so without the development packages loading the configuration throws before anything else runs.",
    sourcePaths: [
      'config/l5-swagger.php',
      'composer.json',
      '.github/actions/setup-env/action.yml',
      '.github/workflows/publish.yml',
      'docker/production/Dockerfile.fpm',
    ],
    workaround:
      "Install the PHP packages together with the development packages, `composer install --optimize-autoloader` without `--no-dev`, as the project's own CI does before it builds the published images, and keep them installed; the database seeder needs one of them as well. If `--no-dev` already ran, run the same command without it. Setting `L5_SWAGGER_OPEN_API_SPEC_VERSION` does not help. Read from the code; requiring the file with PHP 8.2 and no `L5Swagger` classes reproduces the error, a full installation was not tried.",
    pages: [
      '/blog/kublade-1-0-0-new-release-line',
      '/blog/kublade-1-1-0-cluster-provisioning',
      '/blog/kublade-1-2-0-onboarding',
      '/blog/kublade-1-2-3',
      '/docs/installation/bare-metal',
      '/docs/installation/default-login',
      '/docs/installation/docker',
      '/docs/installation/kubernetes',
    ],
    operations: [],
  },
  {
    id: 'seeder-needs-faker',
    area: 'installation',
    title: 'The database seeder needs the Composer development packages',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Without the development packages, `php artisan db:seed --force` stops with an error that the class `Faker\\Factory` cannot be found. No user is created, so the default login `admin@kublade.org` does not exist. In 1.2.3 an installation without the development packages usually fails earlier, as soon as it loads its configuration (`L5Swagger\\Generator` not found); this error only appears where that was avoided, for example with a configuration cache built while the packages were still installed.',
    cause:
      '`DatabaseSeeder::run()` creates the admin through `User::factory()`. Building `UserFactory` resolves the Faker generator and its `definition()` calls `fake()`, but `fakerphp/faker` is listed under `require-dev` in `composer.json`, so `--no-dev` leaves it out.',
    sourcePaths: [
      'database/seeders/DatabaseSeeder.php',
      'database/factories/UserFactory.php',
      'composer.json',
      'config/l5-swagger.php',
    ],
    workaround:
      'Install the development packages with `composer install --optimize-autoloader` and keep them: Kublade 1.2.3 does not start without them anyway, because `config/l5-swagger.php` needs one of them. Then run `php artisan db:seed --force`. Alternatively create the first user without the seeder, for example with `php artisan tinker` and `App\\Models\\User::create([...])`, or with `POST /api/auth/register` before anyone else can reach the installation. Whichever user row comes first in the `users` table passes every permission check.',
    pages: ['/blog/kublade-1-2-3', '/blog/securing-a-kublade-installation'],
    operations: ['register'],
  },
  {
    id: 'failed-jobs-not-retried',
    area: 'clusters-and-deployments',
    title: 'Failed deployment and cluster jobs are never retried automatically',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'After a deployment job fails once (for example because Git or the cluster was unreachable), a new deployment stays Pending, a deployment being deleted stays Deleting, and an update shows Deployed again although the change was never pushed. Provisioned clusters (since 1.1.0) behave the same way. Nothing changes on the next scheduler runs.',
    cause:
      'Every Horizon supervisor in `config/horizon.php` sets `tries` to 1 and the job classes set no retries of their own. The dispatcher jobs (`App\\Jobs\\Flux\\Dispatchers\\DeploymentCreation`, `DeploymentUpdate`, `DeploymentDeletion` and, since 1.1.0, the `App\\Jobs\\Cluster\\Dispatchers` classes) write `creation_dispatched_at`, `update_dispatched_at` (and reset `update`) or `deletion_dispatched_at` right after queueing the action job, before it runs, and no code clears these marks when the job fails, so the dispatcher never selects the record again.',
    sourcePaths: [
      'config/horizon.php',
      'app/Jobs/Flux/Dispatchers/DeploymentCreation.php',
      'app/Jobs/Flux/Dispatchers/DeploymentUpdate.php',
      'app/Jobs/Flux/Dispatchers/DeploymentDeletion.php',
      'app/Jobs/Cluster/Dispatchers/ClusterCreation.php',
      'app/Jobs/Cluster/Dispatchers/ClusterUpdate.php',
      'app/Jobs/Cluster/Dispatchers/ClusterDeletion.php',
      'config/queue.php',
    ],
    workaround:
      "Fix the cause shown in the job's exception, then retry the job: in the Horizon dashboard open Failed Jobs (`/horizon/failed`) and use the retry button, or run `php artisan queue:failed` and `php artisan queue:retry <uuid>` (failed jobs are also stored in the `failed_jobs` table). Horizon keeps failed jobs for 7 days; the `failed_jobs` table keeps them until you remove them. For a failed update whose job record is gone, saving the deployment again and approving it queues a new update. Two failed jobs cannot be retried this way: a `DeploymentCreation` job whose error names `deployment_data_id` has already pushed, and a `ClusterCreation` job has already created the cluster's folder below the state store; a retry of either stops with `Forbidden`.",
    pages: [
      '/blog/first-template-end-to-end',
      '/blog/kublade-1-2-3',
      '/docs/clusters/create',
      '/docs/installation/bare-metal',
      '/docs/projects',
    ],
    operations: [
      'createDeployment',
      'updateDeployment',
      'deleteDeployment',
      'approveDeployment',
      'createCluster',
      'updateCluster',
      'approveCluster',
    ],
  },
  {
    id: 'horizon-app-env',
    area: 'installation',
    title: 'Horizon starts no workers unless APP_ENV is production or local',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'With `APP_ENV` set to any other value, such as `staging` or `prod`, `php artisan horizon` starts and the footer shows the worker status Running, but no job is ever processed: deployments stay Pending and cluster status is never refreshed. `php artisan horizon:supervisors` lists no supervisors.',
    cause:
      "`config/horizon.php` defines the `environments` key only for `production` and `local`. Horizon's `ProvisioningPlan::deploy()` looks up the environment given by `--environment` or `config('app.env')` and starts no supervisor when it finds no match, while the master process keeps running and reports itself as running.",
    sourcePaths: ['config/horizon.php', 'app/Helpers/Horizon/Functions.php', 'resources/views/layouts/app.blade.php'],
    workaround:
      'Set `APP_ENV=production` (or `local` for development) and restart Horizon. If the application must keep another environment name, start Horizon with `php artisan horizon --environment=production`, which picks the production supervisor plan regardless of `APP_ENV`.',
    pages: [
      '/blog/kublade-1-2-3',
      '/blog/securing-a-kublade-installation',
      '/docs/installation/bare-metal',
      '/docs/installation/docker',
      '/docs/installation/kubernetes',
    ],
    operations: [],
  },
  {
    id: 'images-without-frontend-build',
    area: 'installation',
    title: 'The published app image has no compiled front-end assets, so every web page answers 500',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'With `ghcr.io/forepath/kublade-app`, every page of the web interface, the login page included, answers with HTTP 500, while `GET /up` answers 200 and the REST API works. With `APP_DEBUG=true` the error says that the Vite manifest was not found at `/var/www/html/public/build/manifest.json`.',
    cause:
      "The `publish` job of `.github/workflows/publish.yml` runs the `setup-env` action (`npm ci` and `composer install`) and then builds `docker/production/Dockerfile.fpm` and `docker/production/Dockerfile.worker` from the checkout. No workflow step and neither Dockerfile runs `npm run build`, and `.gitignore` excludes `/public/build`, so the images contain no compiled assets. The layout `resources/views/layouts/app.blade.php`, which every web page uses, loads `resources/sass/app.scss` and `resources/js/app.js` through `@vite`, and Laravel's Vite helper throws when `public/build/manifest.json` is missing. The health route `/up` renders a framework page without `@vite`, so it still answers 200.",
    sourcePaths: [
      '.github/workflows/publish.yml',
      '.github/actions/setup-env/action.yml',
      'docker/production/Dockerfile.fpm',
      '.gitignore',
      'resources/views/layouts/app.blade.php',
      'vite.config.js',
    ],
    workaround:
      'Build an app image of your own on top of the published one: in a checkout of the same tag, add a first stage `FROM node:20 AS assets` that copies `package.json`, `package-lock.json`, `vite.config.js` and `resources/` into `/src` and runs `npm ci` and `npm run build`, then a second stage `FROM ghcr.io/forepath/kublade-app:v1.2.3` with `COPY --from=assets --chown=www-data:www-data /src/public/build /var/www/html/public/build`, and use that image for PHP-FPM and for whatever copies `public/` to your web server. Alternatively, run `docker run --rm -v "$PWD":/app -w /app node:20 sh -c "npm ci && npm run build"` in a checkout of the same tag and mount the resulting `public/build` read-only at `/var/www/html/public/build` in the PHP-FPM container and under the web server\'s document root. The worker image renders no pages and needs no assets.',
    pages: ['/blog/kublade-1-0-0-new-release-line', '/blog/kublade-1-2-3', '/docs/installation/kubernetes'],
    operations: [],
  },
  {
    id: 'api-permission-guard',
    area: 'api',
    title: 'Permission-guarded API routes reject every user except the first',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'For any account other than the first user, every API route that checks a permission answers 401 `Unauthorized`, even when the account holds `*`. Creating a role with `permissions`, or creating or updating a user with `roles` or `permissions`, through the API fails with HTTP 500; the role or user is saved without them, and a role created through the API cannot be given any permission.',
    cause:
      "The middleware `App\\Http\\Middleware\\API\\AuthGuard` calls `Auth::shouldUse('api')`, which makes `api` the default guard, so Spatie laravel-permission only looks at permissions, and resolves role and permission names, of guard `api`. `PermissionSet::sync()` (run by `kbl:permissions:sync`) and the web UI create every permission and role with guard `web`. Only `User::hasPermissionTo()` lets the first user (`User::first()`) through, before any guard is considered. `Role::create()` in `API\\RoleController::action_add()` stores the role with guard `api`, and `syncRoles()`/`syncPermissions()` in `API\\UserController` and `API\\RoleController` look names up under guard `api` and throw `RoleDoesNotExist` or `PermissionDoesNotExist`.",
    sourcePaths: [
      'app/Http/Middleware/API/AuthGuard.php',
      'app/Http/Middleware/API/PermissionGuard.php',
      'app/Helpers/PermissionSet.php',
      'app/Models/User.php',
      'app/Http/Controllers/API/RoleController.php',
      'app/Http/Controllers/API/UserController.php',
    ],
    workaround:
      'Create and edit roles, and assign roles and permissions to users, in the web UI (Users menu). Run automation that must manage users or roles as the first user. To let another account call the API, give it permissions of guard `api` on the server, for example `php artisan tinker --execute=\'$u = App\\Models\\User::where("email", "ci@example.com")->firstOrFail(); $u->givePermissionTo(Spatie\\Permission\\Models\\Permission::findOrCreate("projects.*", "api"));\'`; saving that user in the web UI later removes these grants, so repeat the command afterwards. Updating a role that was created in the web UI through `PATCH /api/roles/<id>` works for the first user.',
    pages: [
      '/blog/automating-kublade-with-the-rest-api',
      '/blog/kublade-1-2-3',
      '/docs/authentication/magic-links',
      '/docs/authentication/sso',
      '/docs/clusters/create',
      '/docs/installation/default-login',
      '/docs/projects',
      '/docs/roles_and_permissions',
      '/docs/templates/create_import',
      '/docs/templates/create_manually',
      '/docs/templates/create_sync',
    ],
    operations: [
      'listActivities',
      'listProjects',
      'createProject',
      'getProject',
      'updateProject',
      'deleteProject',
      'listClusters',
      'createCluster',
      'getCluster',
      'updateCluster',
      'deleteCluster',
      'approveCluster',
      'listDeployments',
      'createDeployment',
      'getDeployment',
      'updateDeployment',
      'deleteDeployment',
      'approveDeployment',
      'putNetworkPolicy',
      'deleteNetworkPolicy',
      'revertDeploymentCommit',
      ...templateOperations,
      'listRoles',
      'createRole',
      'getRole',
      'updateRole',
      'deleteRole',
      'listUsers',
      'createUser',
      'getUser',
      'updateUser',
      'deleteUser',
      'createMagicLink',
    ],
  },
  {
    id: 'ai-prompt-variable-name',
    area: 'ai-assistant',
    title: 'AI system prompt names the field variable `$variable` instead of `$data`',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "Templates proposed by the AI assistant read field values as `$variable['key']`. When such a file is rendered for a deployment, Blade stops with an undefined-variable error and the deployment job fails.",
    cause:
      "`App\\Helpers\\AI\\Context::getProductContext()` lists `$variable['key']` as the variable for field values, but `FluxDeployment` renders template files with `$data`, `$secret`, `$portClaims`, `$paused`, `$limits` and `$namespace`; there is no `$variable`.",
    sourcePaths: ['app/Helpers/AI/Context.php', 'app/Helpers/Flux/FluxDeployment.php'],
    workaround:
      'Before you click Apply, replace `$variable[` with `$data[` in every proposed file, or tell the assistant in your first message that field values are in `$data` and secret values in `$secret`. On a template page the route context already lists the correct names.',
    pages: ['/blog/kublade-1-2-3', '/blog/using-the-ai-assistant-safely', '/docs/ai-integration'],
    operations: [],
  },
  {
    id: 'ai-tool-false-attributes',
    area: 'ai-assistant',
    title: 'AI tool cards read `false` attributes as true',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'A field or port proposed with `secret="false"`, `required="false"`, `set_on_create="false"`, `set_on_update="false"`, `advanced="false"` or `random="false"` shows Yes for that setting on its card, and Apply stores it switched on. A field then becomes secret or required against the proposal.',
    cause:
      '`processChatContent()` in `app/Helpers/AI/Functions.php` converts the attribute strings with a PHP `(bool)` cast, and every non-empty string other than `0`, including `false`, becomes true.',
    sourcePaths: [
      'app/Helpers/AI/Functions.php',
      'resources/views/ai/tool-action.blade.php',
      'app/Http/Controllers/AiController.php',
    ],
    workaround:
      'Read the Yes/No values on each card before you click Apply, and correct the field or port afterwards in the template editor. You can also ask the assistant to leave out attributes that should be off instead of writing them as `false`.',
    pages: ['/blog/using-the-ai-assistant-safely', '/docs/ai-integration'],
    operations: [],
  },
  {
    id: 'mcp-context-empty',
    area: 'ai-assistant',
    title: '`$context` is always empty in prompt-routed tool files',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'A tool file in `mcp/` that sends `$context` to its endpoint sends an empty value; the system prompt and route context never reach the tool.',
    cause:
      '`App\\Helpers\\AI\\Context::extractSystemMessages()` calls `implode("\\n\\n")` on a collection of message arrays. Laravel treats the argument as the key to pluck, finds no such key and returns an empty string, which `App\\Livewire\\Chat::processMessage()` hands to `McpHandler` as `$context`.',
    sourcePaths: ['app/Helpers/AI/Context.php', 'app/Livewire/Chat.php', 'app/Services/AI/McpHandler.php'],
    workaround: 'Do not rely on `$context`. Send `$prompt`, and have the tool fetch any further data it needs itself.',
    pages: ['/blog/using-the-ai-assistant-safely', '/docs/ai-integration'],
    operations: [],
  },
  {
    id: 'login-errors-not-shown',
    area: 'access',
    title: 'Failed magic-link and SSO logins return to the login page without a message',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'An expired, used or replaced magic link, an SSO login without a matching user, or a failed exchange with the provider ends on the login page with no error shown. The messages `Invalid token.`, `User not found.` and `Error logging in with "<provider>".` are never displayed.',
    cause:
      '`MagicLinkController::handle()` and `SocialiteController::handleCallback()` flash the message under the session key `error` and redirect to the `login` route, but `resources/views/layouts/app.blade.php` and `layouts/content.blade.php` skip the flash-message block on the authentication routes, including `login`.',
    sourcePaths: [
      'app/Http/Controllers/Auth/MagicLinkController.php',
      'app/Http/Controllers/Auth/SocialiteController.php',
      'resources/views/layouts/app.blade.php',
      'resources/views/layouts/content.blade.php',
    ],
    workaround: `Treat a silent return to the login page as a failed login. For magic links, generate a new link and deliver it unchanged; for SSO, check that a ${site.productName} user with the provider's e-mail address exists and that the client ID, secret and callback URL are right.`,
    pages: ['/docs/authentication/magic-links', '/docs/authentication/sso', '/docs/installation/default-login'],
    operations: ['createMagicLink'],
  },
  {
    id: 'ui-redirect-loop-without-projects-view',
    area: 'access',
    title: 'Web UI redirect loop for users without `projects.view`',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'A user who lacks `projects.view` gets a browser error about too many redirects right after logging in (password, magic link or SSO), and again whenever they open a page they have no permission for, instead of a warning.',
    cause:
      'After login the user is sent to `/projects`, which requires `projects.view`. `App\\Http\\Middleware\\PermissionGuard` answers a denied page with a redirect to the route `home`, and `home` (`/`) redirects to `/projects` again.',
    sourcePaths: [
      'app/Http/Middleware/PermissionGuard.php',
      'routes/web.php',
      'app/Http/Controllers/Auth/LoginController.php',
    ],
    workaround:
      'Give every user who logs in to the web UI `projects.view` (directly or through a role, or through `projects.*` or `*`).',
    pages: [
      '/blog/securing-a-kublade-installation',
      '/docs/authentication/magic-links',
      '/docs/authentication/sso',
      '/docs/roles_and_permissions',
    ],
    operations: [],
  },
  {
    id: 'nav-project-menu-hidden',
    area: 'access',
    title: 'Clusters and Deployments menu entries hidden for project-scoped users',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'A user whose grants are scoped to one project, such as `projects.<uuid>.*`, does not see the Clusters and Deployments entries in the navigation bar, although the pages themselves open for them.',
    cause:
      "`resources/views/layouts/content.blade.php` checks `@can('projects.' . <id> . ' . clusters.view')` and the same for deployments; the literal contains spaces around a dot, so the checked name never matches a scoped grant. Only holders of `projects.*` or `*` and the first user pass.",
    sourcePaths: ['resources/views/layouts/content.blade.php'],
    workaround:
      'Open the lists by address: `/projects/<project-uuid>/clusters` and `/projects/<project-uuid>/deployments`, or bookmark them. Granting `projects.*` also shows the entries, but opens every project.',
    pages: ['/blog/kublade-2-8-and-2-9', '/blog/securing-a-kublade-installation', '/docs/roles_and_permissions'],
    operations: [],
  },
  {
    id: 'git-commit-skips-new-files',
    area: 'clusters-and-deployments',
    title: 'The first commit of a new deployment fails, so the deployment stays Pending',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "After approval a new deployment never reaches Deployed: it stays Pending, nothing appears in the repository, and Horizon lists a failed `DeploymentCreation` job whose exception contains Git's `nothing added to commit but untracked files present`.",
    cause:
      "`FluxRepository::push` calls `GitRepo::commit`, which runs `git commit -av -m <message>` without any `git add` before it. The `-a` flag only stages files Git already tracks, and every file of a new deployment folder is untracked, so the commit exits with an error and `GitRepo::runCommand` throws. The creation job ends before it sets `deployed_at`, and the creation dispatcher never picks the deployment again because it only selects deployments whose `creation_dispatched_at` is empty. Updates and deletions mostly change files Git already tracks; a file that the template gained after the first commit is new, though, and `-a` leaves it out of the update's commit.",
    sourcePaths: [
      'app/Helpers/Git/GitRepo.php',
      'app/Helpers/Git/Git.php',
      'app/Helpers/Flux/FluxRepository.php',
      'app/Helpers/Flux/FluxDeployment.php',
      'app/Jobs/Flux/Actions/DeploymentCreation.php',
      'app/Jobs/Flux/Dispatchers/DeploymentCreation.php',
    ],
    workaround: `${site.productName} runs Git as \`/usr/bin/git\`, so put a wrapper in its place that stages new files before each commit, on every host or image that runs the Horizon workers. Move the real program to \`/usr/bin/git.real\` (on Debian or Ubuntu hosts with \`dpkg-divert --local --rename --divert /usr/bin/git.real --add /usr/bin/git\`, which keeps the wrapper through package updates; in an image with \`mv /usr/bin/git /usr/bin/git.real\`) and create an executable \`/usr/bin/git\` with the three lines \`#!/bin/sh\`, \`if [ "$1" = commit ]; then /usr/bin/git.real add -A || exit; fi\` and \`exec /usr/bin/git.real "$@"\`. A pre-commit hook that runs \`git add -A\` does not help: Git decides that there is nothing to commit from the index as it was before the hook ran. Both were tried with Git 2.39 on a repository with a new folder, not against ${site.productName}. Then open Horizon at \`/horizon\`, go to Failed Jobs and retry the failed \`DeploymentCreation\` job, because the dispatcher will not queue it again. For a template with at least one field the retried job then fails at its next step (known issue: a new deployment of a template with fields stays Pending even after its files were pushed), so apply that workaround before you retry.`,
    pages: [
      '/blog/automating-kublade-with-the-rest-api',
      '/blog/first-template-end-to-end',
      '/blog/kublade-1-2-3',
      '/docs/clusters/create',
      '/docs/installation/bare-metal',
      '/docs/installation/docker',
      '/docs/installation/kubernetes',
      '/docs/projects',
      '/docs/templates/create_import',
      '/docs/templates/create_manually',
      '/docs/templates/use_blade',
      '/docs/templates/use_ports',
    ],
    operations: ['createDeployment', 'approveDeployment'],
  },
  {
    id: 'deployment-commit-data-not-null',
    area: 'clusters-and-deployments',
    title: 'A new deployment of a template with fields stays Pending even after its files were pushed',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "The deployment's folder reaches the repository, where Flux picks it up, but the deployment shows Pending for ever, and Horizon lists a failed `DeploymentCreation` job with the database error `Field 'deployment_data_id' doesn't have a default value` (or `deployment_secret_data_id`). Because it never becomes Deployed, later changes and the deletion are never dispatched for it. Retrying the job fails with `Forbidden` and releases the ports the deployment had claimed.",
    cause:
      "After the push, the creation job stores the commit record and then one `DeploymentCommitData` (or `DeploymentCommitSecretData`) row per field value, without `deployment_data_id` (`deployment_secret_data_id`). The migration declares both columns as `foreignUuid` without `nullable()`, and `config/database.php` runs MySQL in strict mode, so the first of these inserts fails and the job ends before it sets `deployed_at`. Every field of the template has a value row, even an empty one, so only a template without fields gets past it; the update job sets both ids and is not affected. A retry finds the deployment folder in the repository, `FluxDeployment::generate` throws `FluxException('Forbidden')`, and the job's catch deletes the deployment's claimed ports before rethrowing.",
    sourcePaths: [
      'app/Jobs/Flux/Actions/DeploymentCreation.php',
      'app/Jobs/Flux/Actions/DeploymentUpdate.php',
      'database/migrations/2025_04_06_000005_create_deployment_tables.php',
      'config/database.php',
      'app/Http/Controllers/DeploymentController.php',
      'app/Helpers/Flux/FluxDeployment.php',
      'app/Jobs/Flux/Dispatchers/DeploymentUpdate.php',
      'app/Jobs/Flux/Dispatchers/DeploymentDeletion.php',
    ],
    workaround:
      "Before the first deployment, allow the two columns to be empty in the installation's database: `ALTER TABLE deployment_commit_data MODIFY deployment_data_id CHAR(36) NULL;` and `ALTER TABLE deployment_commit_secret_data MODIFY deployment_secret_data_id CHAR(36) NULL;` (`CHAR(36)` is the type Laravel gives these columns on MySQL; the foreign keys stay and accept empty values, and no code reads these ids). The creation job then stores the rows with empty ids and sets `deployed_at`; the deployment's page in the web UI fails from then on (known issue: a deployment's page fails once a commit has recorded field values). Do not retry a job that already failed this way: it fails with `Forbidden` and drops the port claims. Its files are already in the repository, so mark such a deployment as deployed instead: `UPDATE deployments SET deployed_at = NOW() WHERE id = '<deployment-id>';`. The statements were tried on MariaDB 10.11 against tables created as Laravel 12 creates them (the insert fails before the change and succeeds after it), not on MySQL 8 and not against a running installation.",
    pages: [
      '/blog/automating-kublade-with-the-rest-api',
      '/blog/first-template-end-to-end',
      '/blog/kublade-1-2-3',
      '/docs/clusters/create',
      '/docs/installation/bare-metal',
      '/docs/installation/docker',
      '/docs/installation/kubernetes',
      '/docs/projects',
      '/docs/templates/create_import',
      '/docs/templates/create_manually',
      '/docs/templates/use_blade',
      '/docs/templates/use_ports',
    ],
    operations: ['createDeployment', 'approveDeployment'],
  },
  {
    id: 'git-push-default-branch',
    area: 'clusters-and-deployments',
    title: "Commits are pushed to the repository's default branch, not to the configured branch",
    affectedVersions: releasesSince('1.0.0'),
    symptom: `With a Branch other than the repository's default branch, ${site.productName}'s commits appear on the default branch (or the job fails while pulling) and the configured branch, which Flux follows, never changes.`,
    cause:
      "`FluxRepository::open` clones the repository, which checks out the remote's default branch, and then runs `git pull origin <branch>`, merging the configured branch into that checkout. `FluxRepository::push` runs `git push origin` followed by `config('flux.git.repository.branch')`, but no `config/flux.php` exists, so the value is empty and the push sends the checked-out default branch. The configured branch is only ever read, never written.",
    sourcePaths: ['app/Helpers/Flux/FluxRepository.php', 'app/Helpers/Git/GitRepo.php'],
    workaround: `Use the repository's default branch as Branch in the cluster settings and as \`ref.branch\` in the Flux \`GitRepository\`. If ${site.productName} must write to another branch, make that branch the default branch of the repository on your Git host.`,
    pages: [
      '/blog/connecting-a-cluster',
      '/blog/first-template-end-to-end',
      '/blog/kublade-1-2-3',
      '/docs/clusters/create',
      '/docs/prerequisites',
      '/docs/projects',
    ],
    operations: ['createCluster', 'updateCluster', 'createDeployment', 'updateDeployment', 'deleteDeployment'],
  },
  {
    id: 'deployment-deletion-never-completes',
    area: 'clusters-and-deployments',
    title: 'Deleted deployments stay in Deleting and their folder stays in Git',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'A deleted deployment shows Deleting forever. Its folder stays in the repository, so Flux keeps the workload running; for a deployed deployment Horizon lists a failed `DeploymentDeletion` job with a `TypeError`.',
    cause:
      'The deletion job calls `FluxDeployment::delete($deployment->uuid, $deployment->template)`, but the helper is declared as `delete(Deployment $deployment)` in a file with strict types, so PHP throws a `TypeError` before anything is removed. The dispatcher has already set `deletion_dispatched_at`, so it never retries. A deployment that was never deployed is not picked by the deletion dispatcher at all, because it only selects deployments with `deployed_at` set.',
    sourcePaths: [
      'app/Jobs/Flux/Actions/DeploymentDeletion.php',
      'app/Helpers/Flux/FluxDeployment.php',
      'app/Jobs/Flux/Dispatchers/DeploymentDeletion.php',
    ],
    workaround: `Remove the deployment's folder \`<base_path><uuid>\` from the repository yourself (commit and push to the branch Flux follows) so that Flux prunes the workload. The record itself stays in ${site.productName} as Deleting; retrying the failed job in Horizon fails again with the same error.`,
    pages: [
      '/blog/kublade-1-2-3',
      '/blog/port-claims-explained',
      '/docs/installation/bare-metal',
      '/docs/projects',
      '/docs/templates/use_ports',
    ],
    operations: ['deleteDeployment'],
  },
  {
    id: 'git-ssh-key-tilde-path',
    area: 'clusters-and-deployments',
    title: 'Git over SSH does not work',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'For a cluster whose Git URL does not start with `http://` or `https://`, every deployment job fails while cloning, typically because the host name cannot be resolved, and the deployment stays Pending. Git-synced templates with such a URL fail the same way and stay Syncing.',
    cause: `For such URLs \`FluxRepository::open\` (clusters) and \`TemplateRepository::open\` (template sync) store the key below ${site.productName}'s storage, write a \`Host <id>\` entry to \`~/.ssh/config\` and replace the host in the URL with the cluster or template id. PHP does not expand \`~\`, so the entry goes to a directory literally named \`~\` below the worker's working directory, which \`ssh\` never reads; the id is then used as a real host name. For templates, the clone also targets a directory that already holds the key file, which \`git clone\` refuses.`,
    sourcePaths: [
      'app/Helpers/Flux/FluxRepository.php',
      'app/Helpers/Template/TemplateRepository.php',
      'app/Helpers/Git/GitRepo.php',
    ],
    workaround: 'Use an HTTPS URL with a token: for a cluster one that may push, for a template one that may read.',
    pages: [
      '/blog/connecting-a-cluster',
      '/blog/kublade-1-2-3',
      '/blog/securing-a-kublade-installation',
      '/docs/clusters/create',
      '/docs/prerequisites',
      '/docs/projects',
      '/docs/templates/create_sync',
    ],
    operations: ['createCluster', 'updateCluster', 'syncTemplate', 'updateTemplate'],
  },
  {
    id: 'provisioned-cluster-deletion-no-teardown',
    area: 'clusters-and-deployments',
    title: 'Deleting a provisioned cluster never runs the kops teardown',
    affectedVersions: releasesSince('1.1.0'),
    symptom:
      'After deleting a cluster that was created from a cluster template, it disappears from the list at once, but no kops job runs and any cloud resources kops created keep running.',
    cause:
      'Both `ClusterController::action_delete` and the API twin soft-delete the record directly. The deletion dispatcher `App\\Jobs\\Cluster\\Dispatchers\\ClusterDeletion` only selects clusters with the `delete` flag set, which no code sets, and soft-deleted records are excluded from its query anyway, so `KopsDeployment::delete` is never called.',
    sourcePaths: [
      'app/Http/Controllers/ClusterController.php',
      'app/Http/Controllers/API/ClusterController.php',
      'app/Jobs/Cluster/Dispatchers/ClusterDeletion.php',
      'app/Helpers/Kops/KopsDeployment.php',
    ],
    workaround: `Tear the cluster down with kops yourself before or after deleting it in ${site.productName}, for example \`kops delete cluster --name <cluster-name> --yes\` with the state store and cloud credentials you use, and check your cloud account for leftovers.`,
    pages: ['/blog/kublade-1-1-0-cluster-provisioning', '/blog/kublade-1-2-3', '/docs/clusters/create'],
    operations: ['deleteCluster'],
  },
  {
    id: 'cluster-create-kubeconfig-check-inverted',
    area: 'clusters-and-deployments',
    title: 'The kubeconfig check on cluster creation is inverted',
    affectedVersions: releasesSince('1.1.0'),
    symptom:
      'Creating a cluster from a cluster template fails validation without a kubeconfig, although the value is thrown away; creating a cluster without a template accepts an empty kubeconfig field, and such a cluster can never come online.',
    cause:
      '`ClusterController::action_add` and the API twin only add the rule `k8s.kubeconfig` required when `template_id` is not empty, and then store an empty kubeconfig for clusters that have a template. The condition is the wrong way round.',
    sourcePaths: ['app/Http/Controllers/ClusterController.php', 'app/Http/Controllers/API/ClusterController.php'],
    workaround:
      'Always paste the real kubeconfig when you connect an existing cluster. When you create a cluster from a template, enter any short text such as `pending` in the kubeconfig field; it is discarded.',
    pages: [
      '/blog/connecting-a-cluster',
      '/blog/kublade-1-1-0-cluster-provisioning',
      '/blog/kublade-1-2-3',
      '/docs/clusters/create',
    ],
    operations: ['createCluster'],
  },
  {
    id: 'cluster-api-create-drops-template',
    area: 'api',
    title: 'Creating a cluster through the API does not store the cluster template',
    affectedVersions: releasesSince('1.1.0'),
    symptom:
      'A cluster created with `createCluster` and a `template_id` is never provisioned: it cannot be approved (`approveCluster` answers 404) and behaves like a connected cluster.',
    cause:
      "The API `ClusterController::action_add` validates `template_id` and stores the template's field values, but leaves `template_id` out of `Cluster::create`, so the cluster has no template.",
    sourcePaths: ['app/Http/Controllers/API/ClusterController.php'],
    workaround: 'Create clusters from a cluster template in the web UI.',
    pages: [
      '/blog/automating-kublade-with-the-rest-api',
      '/blog/kublade-1-1-0-cluster-provisioning',
      '/blog/kublade-1-2-3',
      '/docs/clusters/create',
    ],
    operations: ['createCluster', 'approveCluster'],
  },
  {
    id: 'cluster-node-prefix-ignored',
    area: 'clusters-and-deployments',
    title: 'Worker Node Prefix has no effect',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Capacity and utilisation always include every node of the cluster, control-plane nodes included, whatever you enter as Worker Node Prefix.',
    cause:
      "The limit monitoring job filters nodes with `$cluster->node_prefix`, but the prefix is stored on the cluster's Kubernetes credentials (`K8sCredential`), not on `Cluster`, so the value is empty and the filter matches every node.",
    sourcePaths: ['app/Jobs/Cluster/Actions/LimitMonitoring.php', 'app/Models/Kubernetes/Clusters/Cluster.php'],
    workaround: `None in ${site.productName}. Read the per-node figures under Show nodes if you need worker nodes only.`,
    pages: ['/blog/connecting-a-cluster', '/blog/kublade-1-2-3', '/docs/clusters/create', '/docs/clusters/monitor'],
    operations: ['createCluster', 'updateCluster'],
  },
  {
    id: 'cluster-provisioning-incomplete',
    area: 'clusters-and-deployments',
    title: 'Provisioning a cluster with kops does not produce a working cluster',
    affectedVersions: releasesSince('1.1.0'),
    symptom:
      'A cluster created from a cluster template either stays Pending with a failed `ClusterCreation` job in Horizon, or gets a kubeconfig for a cluster whose machines were never created; editing a provisioned cluster also empties its kubeconfig.',
    cause: `\`KopsDeployment::generate\` writes the rendered files below \`storage/app/private/<S3SERVER_STORAGE_PATH><cluster-id>\` (\`s3/\` by default) but passes kops the relative path \`<S3SERVER_STORAGE_PATH><cluster-id>/...\`, which only resolves if the worker runs in \`storage/app/private\`. Files inside template folders are dropped because the result of \`Collection::concat\` is discarded. ${site.productName} only runs \`kops create -f\` and \`kops export kubeconfig\`, never \`kops update cluster --yes\`, which is the kops step that creates cloud resources. kops names the contexts of an exported kubeconfig after the cluster, while \`ClusterConnection::open\` only uses a context named \`default\`. The Provider configuration values (\`ClusterEnvironmentVariable\`) are stored but never passed to the kops process. On every edit, \`ClusterController::action_update\` and the API twin overwrite the kubeconfig of a templated cluster with an empty string.`,
    sourcePaths: [
      'app/Helpers/Kops/KopsDeployment.php',
      'app/Jobs/Cluster/Actions/ClusterCreation.php',
      'app/Jobs/Cluster/Actions/ClusterUpdate.php',
      'app/Http/Controllers/ClusterController.php',
      'app/Http/Controllers/API/ClusterController.php',
      'config/s3server.php',
    ],
    workaround: `Create the cluster with kops (or any other tool) outside ${site.productName} and connect it as an existing cluster with its kubeconfig.`,
    pages: ['/blog/kublade-1-1-0-cluster-provisioning', '/docs/clusters/create', '/docs/templates/create_manually'],
    operations: ['createCluster', 'updateCluster', 'approveCluster'],
  },
  {
    id: 'approve-button-permission-typo',
    area: 'access',
    title: 'The Approve buttons are missing for users whose grants are scoped to a project or an object',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Users who hold the approve permission through a project-scoped or exact grant, such as `projects.<uuid>.*` or `projects.<uuid>.deployments.<uuid>.approve`, see no Approve button in the deployment list, on the deployment page or in the cluster list. The first user and holders of `*` or `projects.*` (directly or through a role) see it.',
    cause:
      "The views check `@can` with a permission name built with stray spaces (`projects.<id> . deployments.<id>.approve` in `deployment/index.blade.php`, and the same pattern for clusters in `cluster/index.blade.php` since 1.1.0). With wildcard permissions on (`enable_wildcard_permission` in `config/permission.php`), Spatie's matcher splits the name at the dots, so the project segment ends in a space and the next one starts with one. A grant that has to match those segments never does; `*` and `projects.*` end in a wildcard before them, which covers the rest of the name, and the first user passes every check. The routes themselves check the correct names.",
    sourcePaths: [
      'resources/views/deployment/index.blade.php',
      'resources/views/cluster/index.blade.php',
      'config/permission.php',
      'app/Models/User.php',
      'routes/web.php',
      'app/Http/Middleware/PermissionGuard.php',
      'app/Helpers/PermissionSet.php',
    ],
    workaround:
      'Open the approve address directly in the browser: `/projects/<project-id>/deployments/<deployment-id>/approve` for a deployment and `/projects/<project-id>/clusters/<cluster-id>/approve` for a cluster. The route checks the real permission. Granting `projects.*` also shows the buttons, but opens every project.',
    pages: [
      '/blog/first-template-end-to-end',
      '/docs/clusters/create',
      '/docs/projects',
      '/docs/roles_and_permissions',
    ],
    operations: [],
  },
  {
    id: 'deployment-form-lists-all-clusters',
    area: 'access',
    title: 'Deployments can target clusters of other projects',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'The Cluster list of the add-deployment form shows every cluster of the installation, and `createDeployment` accepts any cluster id, so a deployment can land on a cluster of another project.',
    cause:
      '`DeploymentController::page_add` passes `Cluster::all()` to the form, and both `action_add` methods look the cluster up by id only, without checking its `project_id`.',
    sourcePaths: ['app/Http/Controllers/DeploymentController.php', 'app/Http/Controllers/API/DeploymentController.php'],
    workaround: "Choose a cluster that belongs to the selected project; check the project's cluster list if in doubt.",
    pages: ['/docs/projects', '/docs/roles_and_permissions'],
    operations: ['createDeployment'],
  },
  {
    id: 'network-policy-put-needs-existing-link',
    area: 'clusters-and-deployments',
    title: 'Network policy links cannot be created, neither in the web UI nor with putNetworkPolicy',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "Saving a new link on a deployment's Network Policies tab returns with the warning `Ooops, something went wrong.` and creates nothing. `PUT /api/projects/<project-id>/deployments/<deployment-id>/network-policy/<network-policy-id>` answers 404 `Network policy not found` unless the id it takes (a `network_policy_id` in the body or query string, else the path's) names an existing link. Existing links can be changed in both.",
    cause:
      'Both `DeploymentController::action_put_network_policy` methods (web UI and API) create a link only when `$request->network_policy_id` is empty. Laravel reads that property from the request body first and from the route parameter second, and both routes carry `{network_policy_id}` in the path. The form for a new link (`resources/views/deployment/netpol-editor.blade.php`) posts to `…/network-policy/new/put` without such a field, so the web controller looks up a link with the id `new`, finds none and redirects back; the API takes the update branch for the id in its path in the same way.',
    sourcePaths: [
      'app/Http/Controllers/DeploymentController.php',
      'app/Http/Controllers/API/DeploymentController.php',
      'resources/views/deployment/netpol-editor.blade.php',
      'routes/web.php',
      'routes/api.php',
    ],
    workaround:
      'Create the link on the server with Tinker, in the installation\'s directory: `php artisan tinker --execute=\'App\\Models\\Projects\\Deployments\\DeploymentLink::create(["source_deployment_id" => "<source-deployment-id>", "target_deployment_id" => "<target-deployment-id>"]);\'`. If the target is deployed, then save its settings again (settings form or `updateDeployment`) and approve it, so that its NetworkPolicy is rendered with the link. Through the API, a body that also contains `"network_policy_id": null` takes the create branch: the link is created and the target flagged for an update, but the call answers 500, because the answer reads a variable that only the update branch sets. Read from the code, not tried.',
    pages: ['/docs/projects'],
    operations: ['putNetworkPolicy'],
  },
  {
    id: 'network-policy-link-deletion-not-applied',
    area: 'clusters-and-deployments',
    title: 'Deleting a network policy link does not update the target',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "After a link is deleted, the target deployment's NetworkPolicy in Git still admits the source deployment's namespace, and the target is not marked for an update or approval.",
    cause:
      '`DeploymentController::action_delete_network_policy` and its API twin delete the `DeploymentLink` record and return; unlike creating or changing a link, they do not set `update` and clear `approved_at` on the target deployment, so its files are not rendered and committed again.',
    sourcePaths: ['app/Http/Controllers/DeploymentController.php', 'app/Http/Controllers/API/DeploymentController.php'],
    workaround:
      "After deleting a link, save the target deployment's settings again (in the UI, or with updateDeployment through the API), which marks it for an update, then approve it; the next commit renders the policy without the link.",
    pages: ['/docs/projects'],
    operations: ['deleteNetworkPolicy'],
  },
  {
    id: 'list-deployments-ignores-project',
    area: 'api',
    title: 'listDeployments returns the deployments of all projects',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      '`GET /api/projects/<project-id>/deployments` returns deployments of every project, not only of the project in the path.',
    cause: 'The API `DeploymentController::action_list` paginates `Deployment` without a `project_id` condition.',
    sourcePaths: ['app/Http/Controllers/API/DeploymentController.php'],
    workaround: 'Filter the result on `project_id` yourself, for example with `jq`.',
    pages: ['/blog/automating-kublade-with-the-rest-api', '/docs/projects', '/docs/roles_and_permissions'],
    operations: ['listDeployments'],
  },
  {
    id: 'revert-api-permission-name',
    area: 'api',
    title: 'The API revert route checks a permission that is never created',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      '`revertDeploymentCommit` answers 401 for a user who may revert in the web UI, and the permission it needs cannot be found in the permission list.',
    cause:
      '`routes/api.php` guards the route with `projects.deployments.commit.revert` (singular), while the web route uses `projects.deployments.commits.revert`. `PermissionSet::all` only collects names from web routes, so the singular name is never synchronised.',
    sourcePaths: ['routes/api.php', 'routes/web.php', 'app/Helpers/PermissionSet.php'],
    workaround:
      'Grant a wildcard that covers it, such as `projects.<project-id>.deployments.*`, or revert in the web UI.',
    pages: ['/docs/projects', '/docs/roles_and_permissions'],
    operations: ['revertDeploymentCommit'],
  },
  {
    id: 'cluster-metrics-incomplete-breaks-list',
    area: 'clusters-and-deployments',
    title: 'An interrupted limit-monitoring run can break the Clusters page',
    affectedVersions: releasesSince('1.0.0'),
    symptom: `The Clusters page, and project pages that show cluster statistics, answer with a server error after a limit-monitoring run failed for a cluster, for example a cluster without nodes or node metrics in ${site.productName}'s database.`,
    cause:
      '`App\\Jobs\\Cluster\\Actions\\LimitMonitoring` first creates a `ClusterMetric` row and then fills its capacity, usage and utilisation. It divides by the summed capacity and reads the latest node and deployment metrics without checking for empty values, so a cluster with no collected nodes (a provisioned cluster before it exists, or a cluster whose status job stopped before reading nodes, for instance without metrics-server) or a node without metrics aborts the job halfway. `Cluster::getStatisticsAttribute` then reads the missing capacity or utilisation of that newest row.',
    sourcePaths: [
      'app/Jobs/Cluster/Actions/LimitMonitoring.php',
      'app/Jobs/Cluster/Dispatchers/LimitMonitoring.php',
      'app/Models/Kubernetes/Clusters/Cluster.php',
      'resources/views/cluster/index.blade.php',
    ],
    workaround:
      "Fix the cause (install metrics-server, make sure the status check collects nodes), then remove the incomplete newest row, for example in `php artisan tinker` with `App\\Models\\Kubernetes\\Metrics\\ClusterMetric::where('cluster_id', '<cluster-id>')->doesntHave('utilization')->delete();`. This is read from the code and has not been tried.",
    pages: ['/blog/connecting-a-cluster', '/docs/clusters/create', '/docs/clusters/monitor'],
    operations: [],
  },
  {
    id: 'cluster-delete-orphans-deployments',
    area: 'clusters-and-deployments',
    title: 'Deleting a cluster that still has deployments can stop the deployment dispatchers',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'After a cluster was deleted, deployments on other clusters stop moving: they stay Pending, Updating or Deleting, and Horizon shows the dispatcher jobs failing every minute.',
    cause:
      'Deleting a cluster only soft-deletes the cluster record and leaves its deployments. The deployment dispatchers read `$deployment->cluster->status` for every selected deployment; for a deployment of a deleted cluster the relation is empty, the read throws, and the dispatcher run ends before it reaches the remaining deployments.',
    sourcePaths: [
      'app/Http/Controllers/ClusterController.php',
      'app/Http/Controllers/API/ClusterController.php',
      'app/Jobs/Flux/Dispatchers/DeploymentCreation.php',
      'app/Jobs/Flux/Dispatchers/DeploymentUpdate.php',
      'app/Jobs/Flux/Dispatchers/DeploymentDeletion.php',
    ],
    workaround:
      'Before you delete a cluster, make sure none of its deployments is waiting for the dispatchers. If it already happened, restore the cluster (set its `deleted_at` back to NULL, for example in `php artisan tinker`) until those deployments are dealt with. This is read from the code and has not been tried.',
    pages: ['/docs/clusters/create'],
    operations: ['deleteCluster'],
  },
  {
    id: 'status-monitoring-stops-on-unexpected-objects',
    area: 'clusters-and-deployments',
    title: 'The status job stops at persistent volumes without CSI and at unnamed service ports',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'For an Online cluster, Horizon lists failed `StatusMonitoring` jobs with an `Undefined array key` error, and the pods, logs, pod metrics, services and network counters of some or all deployment namespaces are no longer collected.',
    cause:
      '`App\\Jobs\\Cluster\\Actions\\StatusMonitoring` reads fields that Kubernetes leaves out in common cases without checking for them: `spec.csi` of every persistent volume bound to a claim in a deployment namespace (absent for non-CSI volumes such as `hostPath` or `local`), and `name` of every service port (absent when a service has a single unnamed port). The missing key ends the job, and everything it would have collected after that point, including the network counters, is skipped.',
    sourcePaths: ['app/Jobs/Cluster/Actions/StatusMonitoring.php'],
    workaround:
      'Give every service port in your templates a `name`, and use CSI-provisioned volumes for deployments. This is read from the code and has not been tried.',
    pages: ['/docs/clusters/monitor'],
    operations: [],
  },
  {
    id: 'cluster-pod-count-includes-old-pods',
    area: 'clusters-and-deployments',
    title: 'The pod count of a cluster keeps growing once deployments are linked to their namespaces',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'After deployments have been linked to their namespace records, as the workaround of the entry on empty deployment metrics and logs describes, the Pods figure of a cluster (and its utilisation) rises over time although the number of running pods stays the same, and the Logs tab of a deployment lists pods that no longer exist. Without that link both stay empty.',
    cause:
      'The status job stores every pod it sees with `Pod::updateOrCreate`, keyed by namespace and pod name, but nothing ever deletes pod records. Pods that are replaced get new names, so their old records stay, and `LimitMonitoring` counts all pod records of the namespaces linked to the deployments.',
    sourcePaths: ['app/Jobs/Cluster/Actions/StatusMonitoring.php', 'app/Jobs/Cluster/Actions/LimitMonitoring.php'],
    workaround: 'Treat the Pods figure as an upper bound and check the real number with `kubectl get pods -n <uuid>`.',
    pages: ['/docs/clusters/monitor'],
    operations: [],
  },
  {
    id: 'deployment-metrics-logs-empty',
    area: 'clusters-and-deployments',
    title: 'Deployment metrics, logs and traffic stay empty, and so do cluster storage and pod usage',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'The Metrics tab of every deployment shows CPU, RAM, storage and traffic as 0, its Logs tab says No logs, and the Storage and Pods figures of a cluster show no usage, although the status job collects the pods, logs, volumes and network counters of the deployment namespaces.',
    cause:
      "Everything shown per deployment goes through `Deployment::namespaces()` and `Deployment::getLogsAttribute()`, which find the deployment's namespace record by the deployment's own `namespace_id` column. `DeploymentController::action_add` and its API twin create every deployment with `namespace_id` set to null, and no code ever sets it; the status job stores the namespace records it matches by name but does not link them. The relation is therefore always empty: `App\\Jobs\\Flux\\Actions\\StatusMonitoring` stores a metric of zeros every minute for each deployed deployment, `LimitMonitoring` adds zero storage and no pods to the cluster's usage, and the deployment page finds no logs and no network counters.",
    sourcePaths: [
      'app/Models/Projects/Deployments/Deployment.php',
      'app/Http/Controllers/DeploymentController.php',
      'app/Http/Controllers/API/DeploymentController.php',
      'app/Jobs/Cluster/Actions/StatusMonitoring.php',
      'app/Jobs/Flux/Actions/StatusMonitoring.php',
      'app/Jobs/Cluster/Actions/LimitMonitoring.php',
      'database/migrations/2025_04_06_000005_create_deployment_tables.php',
    ],
    workaround:
      "Read a deployment's logs and usage with kubectl in its namespace, which is named after its `uuid`: `kubectl logs -n <uuid> <pod>` and `kubectl top pods -n <uuid>`, and treat the cluster's Storage and Pods figures as unknown. Linking the records in the MySQL database after the status job has stored a deployment's namespace, `UPDATE deployments d JOIN namespaces n ON n.name = d.uuid SET d.namespace_id = n.id WHERE d.namespace_id IS NULL;` (again for each new deployment), should make the figures and logs appear; this is read from the code and has not been tried.",
    pages: ['/blog/connecting-a-cluster', '/docs/clusters/monitor'],
    operations: [],
  },
  {
    id: 'template-sync-form-missing-type',
    area: 'templates',
    title: 'The web form for Git-synced templates cannot be saved',
    affectedVersions: releasesSince('1.1.0'),
    symptom:
      'Submitting the Sync template form at `/templates/sync` reloads the form and creates nothing. No message names the cause, because the form has no input or error slot for the missing field.',
    cause:
      'Since 1.1.0 `TemplateController::action_sync()` validates `type` as required (`application` or `cluster`), but `resources/views/template/sync.blade.php` has no `type` input, and the form posts to the route without the `?type=` query string of the page.',
    sourcePaths: ['app/Http/Controllers/TemplateController.php', 'resources/views/template/sync.blade.php'],
    workaround:
      'Create the synced template with `POST /api/templates/sync` and include `type`; the template and its Git settings are stored although the call answers HTTP 500 (see `templates-api-500`). Without API access, an operator can attach the Git settings to a template created with the Add form from `php artisan tinker` by creating an `App\\Models\\Projects\\Templates\\TemplateGitCredential` with `template_id`, `url`, `branch`, `credentials`, `username`, `email` and `base_path`.',
    pages: ['/blog/kublade-1-2-3', '/docs/templates/create_sync'],
    operations: [],
  },
  {
    id: 'helm-import-empty-repo-namespace',
    area: 'templates',
    title:
      'A Helm import with an empty Repository Name or Default Resource Namespace fails and leaves an empty template',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'When Repository Name or Default Resource Namespace is cleared in the import form, or `repo` or `namespace` is left out of an `importTemplate` request, the request ends with a server error, and a template without files remains in the template list.',
    cause:
      'Both fields are validated as nullable, and Laravel turns empty form values into `null`. `TemplateController::action_import()` (web and API) creates the template first and then passes the values to `HelmManifests::generateManifests()`, whose `$repoName` and `$namespace` parameters are non-nullable strings. PHP throws a `TypeError`, which the surrounding `catch (Exception $e)` does not catch.',
    sourcePaths: [
      'app/Http/Controllers/TemplateController.php',
      'app/Http/Controllers/API/TemplateController.php',
      'app/Helpers/Kubernetes/HelmManifests.php',
      'resources/views/template/import.blade.php',
    ],
    workaround:
      'Always fill in both fields (the form pre-fills `helm-repo` and `default`) and always send `repo` and `namespace` to the API. Delete the empty template that a failed attempt left behind.',
    pages: ['/docs/templates/create_import'],
    operations: ['importTemplate'],
  },
  {
    id: 'helm-import-sourceref-namespace',
    area: 'templates',
    title: 'Imported Helm charts point their HelmRelease at a HelmRepository in the wrong namespace',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "A deployment of an imported chart never installs: Flux reports that the HelmRelease cannot find its HelmRepository, because it looks in the namespace entered as Default Resource Namespace (`default` unless changed) while the HelmRepository was created in the deployment's namespace.",
    cause: `\`HelmManifests::generateHelmReleaseYaml()\` writes the entered namespace into \`spec.chart.spec.sourceRef.namespace\`. At deploy time \`FluxDeployment::generate()\` sets the Kustomization \`namespace\` to the deployment UUID, which moves both objects into that namespace, but neither ${site.productName} nor Kustomize rewrites \`sourceRef.namespace\`.`,
    sourcePaths: ['app/Helpers/Kubernetes/HelmManifests.php', 'app/Helpers/Flux/FluxDeployment.php'],
    workaround:
      "After the import, edit `helmrelease.yaml` and replace the `namespace` value under `sourceRef` with `{{ $namespace }}`, or delete that line so that Flux looks in the HelmRelease's own namespace.",
    pages: ['/docs/templates/create_import'],
    operations: ['importTemplate'],
  },
  {
    id: 'template-port-random-required',
    area: 'templates',
    title: 'Adding a port without ticking Random fails',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Saving the Add port form with the Random box unticked (the default) ends with a server error and no port is created. The same happens for `createTemplatePort` without `random` and for a `.kublade/ports.json` entry whose `random` is `null`.',
    cause:
      "`TemplateController::action_add_port()` (web and API) stores `'random' => $request->random`, which is `null` for an unticked checkbox or a missing key, and `GitImport` copies `random` from the file unchanged. The `template_ports.random` column is `NOT NULL`, so the database rejects the insert. The update handlers use `! empty($request->random)` and are not affected.",
    sourcePaths: [
      'app/Http/Controllers/TemplateController.php',
      'app/Http/Controllers/API/TemplateController.php',
      'app/Jobs/Template/Actions/GitImport.php',
      'resources/views/template/add-port.blade.php',
      'database/migrations/2025_04_06_000003_create_template_tables.php',
    ],
    workaround:
      'Tick Random when adding a port, send `"random": true` in API requests, and give every entry of `.kublade/ports.json` a boolean `random`. The value has no effect on the port number.',
    pages: [
      '/blog/kublade-1-2-3',
      '/blog/port-claims-explained',
      '/docs/templates/create_manually',
      '/docs/templates/create_sync',
      '/docs/templates/use_ports',
    ],
    operations: ['createTemplatePort', 'syncTemplate'],
  },
  {
    id: 'port-preferred-port-ignored',
    area: 'templates',
    title: 'Preferred port and Random have no effect on the reserved port',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Every port claim receives a random number between 49152 and 65535, whatever is set as Preferred port and whether Random is ticked.',
    cause:
      '`FluxDeployment::generate()` and `TemplateFile::interpret()` reserve ports with `ReservedPort::random($port->group)`, which only looks at the group; no code reads `preferred_port` or `random` of `TemplatePort`.',
    sourcePaths: [
      'app/Helpers/Flux/FluxDeployment.php',
      'app/Models/Projects/Templates/TemplateFile.php',
      'app/Models/Projects/Deployments/ReservedPort.php',
    ],
    workaround:
      "Do not rely on a fixed number. Use `$portClaims['<claim>']` wherever the number is needed, and read the reserved number from the rendered files in Git.",
    pages: ['/blog/kublade-1-2-3', '/blog/port-claims-explained', '/docs/templates/use_ports'],
    operations: ['createTemplatePort', 'updateTemplatePort'],
  },
  {
    id: 'file-preview-without-namespace',
    area: 'templates',
    title: 'The deployment file preview fails for files that use $namespace',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Opening a file in the Files tab of a deployment answers with a server error when the file uses `$namespace`, although the same file renders correctly in the deployment job. The preview also shows the raw Blade output, not the YAML that is committed.',
    cause:
      '`TemplateFile::interpret()`, which the Files tab calls, passes `data`, `secret`, `limits`, `portClaims` and `paused` to `Blade::render()` but not `namespace`, so PHP reports an undefined variable. It also skips the tab replacement, YAML parsing and namespace rewriting that `FluxDeployment::createFile()` applies.',
    sourcePaths: [
      'app/Models/Projects/Templates/TemplateFile.php',
      'app/Helpers/Flux/FluxDeployment.php',
      'resources/views/deployment/index.blade.php',
    ],
    workaround:
      "Write `{{ $namespace ?? '' }}` instead of `{{ $namespace }}`; the preview then shows an empty value and the deployment job still inserts the namespace. Check the real output in the cluster's Git repository.",
    pages: ['/blog/blade-tips-for-kubernetes-manifests', '/docs/templates/create_import', '/docs/templates/use_blade'],
    operations: [],
  },
  {
    id: 'template-editor-resets-sort',
    area: 'templates',
    title: 'Saving a file in the template editor clears its Sort value',
    affectedVersions: releasesSince('1.1.0'),
    symptom:
      "After a file's content is saved with the editor's Save button, its Sort value is empty. In a cluster template, files with an empty Sort are applied with kops before all others.",
    cause:
      "The editor form in `resources/views/template/index.blade.php` posts `name`, `template_directory_id`, `mime_type` and `content` but no `sort`, and `TemplateController::action_update_file()` stores `'sort' => $request->sort`, which is `null`. The API handler does the same when `sort` is left out of the request.",
    sourcePaths: [
      'resources/views/template/index.blade.php',
      'app/Http/Controllers/TemplateController.php',
      'app/Http/Controllers/API/TemplateController.php',
      'app/Helpers/Kops/KopsDeployment.php',
    ],
    workaround:
      "After editing the content, open the file's Update action in the file tree, enter the Sort value again and submit; that form does not send content, so the content stays. Through the API, always send `sort` with `updateTemplateFile`.",
    pages: ['/docs/templates/create_manually'],
    operations: ['updateTemplateFile'],
  },
  {
    id: 'template-sync-non-default-branch',
    area: 'templates',
    title: 'Template sync does not check out the configured branch',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "With a Branch other than the repository's default branch, the synced template shows the default branch's files merged with the configured branch, or the sync job fails while pulling and the template stays Syncing.",
    cause:
      "`TemplateRepository::open()` clones the repository, which checks out the remote's default branch, and then runs `git pull origin <branch>`, which merges the configured branch into that checkout instead of switching to it. Divergent branches make the pull fail with recent Git versions.",
    sourcePaths: [
      'app/Helpers/Template/TemplateRepository.php',
      'app/Helpers/Git/GitRepo.php',
      'app/Jobs/Template/Actions/GitImport.php',
    ],
    workaround:
      "Keep the template on the repository's default branch and enter that branch, or use a repository whose default branch is the one you want to sync.",
    pages: ['/docs/templates/create_sync'],
    operations: ['syncTemplate', 'updateTemplate'],
  },
  {
    id: 'netpol-invalid-manifest',
    area: 'clusters-and-deployments',
    title: 'The generated NetworkPolicy is not a valid Kubernetes object',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "Deployments of templates with Enable network policy switched on get a `netpol.yaml` that the Kubernetes API rejects, so Flux cannot apply the deployment's objects. The file contains `app: {  }` under `spec.podSelector.matchLabels` and a `from` entry that starts with `matchLabels` instead of `namespaceSelector`.",
    cause:
      '`FluxDeployment::generate()` sets `podSelector.matchLabels.app` to an empty PHP array, which the YAML dumper writes as an empty map, while label values must be strings. The utility and ingress namespace entries are spread into the `from` list as string-keyed arrays, so they collapse into one entry under the key `namespaceSelector`, which `array_values()` then strips, leaving a bare `matchLabels` peer; when the two namespaces differ, only the ingress namespace survives.',
    sourcePaths: ['app/Helpers/Flux/FluxDeployment.php'],
    workaround:
      'Switch off Enable network policy on the template, update each affected deployment so that it is rendered again without `netpol.yaml`, and write the NetworkPolicy you need as an ordinary template file listed in `kustomization.yaml`.',
    pages: [
      '/blog/first-template-end-to-end',
      '/blog/kublade-1-2-3',
      '/docs/projects',
      '/docs/templates/create_import',
      '/docs/templates/create_manually',
    ],
    operations: ['createTemplate', 'updateTemplate', 'importTemplate', 'syncTemplate'],
  },
  {
    id: 'auth-me-500',
    area: 'api',
    title: '`GET /api/auth/me` answers 500 instead of the signed-in user',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Every call of `GET /api/auth/me` with a valid token answers status 500. Without an `Accept: application/json` header the body is `{"status":"error","message":"Server Error"}`; with that header it is `{"message":"Server Error"}` (with `APP_DEBUG=true` the message names a `TypeError` in `App\\Helpers\\API\\Response::generate()`).',
    cause:
      '`AuthController::me` passes the `User` model from `Auth::user()` as the fourth argument of `App\\Helpers\\API\\Response::generate()`, which only accepts an array, a `Throwable`, a `MessageBag` or `null`; the `TypeError` is rendered by the exception handler and, when that output is not JSON, the `AuthGuard` middleware replaces it with its own 500 answer.',
    sourcePaths: [
      'app/Http/Controllers/API/AuthController.php',
      'app/Helpers/API/Response.php',
      'app/Http/Middleware/API/AuthGuard.php',
    ],
    workaround:
      'Read the user from another answer: `POST /api/auth/register` returns `data.user`, and `GET /api/users/{user_id}` returns any user to a caller with `users.view`. The user id is the `sub` claim of the token payload (the middle part of the JWT, Base64URL-encoded JSON).',
    pages: ['/blog/kublade-1-2-3', '/docs/installation/default-login'],
    operations: ['getCurrentUser'],
    answer: {status: 500, body: {message: 'Server Error'}, after: 'token'},
  },
  {
    id: 'activity-get-not-routed',
    area: 'api',
    title: 'Single activity-log entries cannot be fetched',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      '`GET /api/activities/{activity_id}` answers 404 with `{"status":"error","message":"Not found"}` for every id, with or without a token.',
    cause:
      '`ActivityController::action_get` exists, but `routes/api.php` registers only `GET /api/activities`; the request falls through to the `Route::fallback` handler of the API routes.',
    sourcePaths: ['routes/api.php', 'app/Http/Controllers/API/ActivityController.php'],
    workaround:
      'Page through `GET /api/activities` (10 entries per page, newest first) and pick the entry by its `id`.',
    pages: ['/docs/projects'],
    operations: ['getActivity'],
    answer: {status: 404, body: {status: 'error', message: 'Not found'}, after: 'routing'},
  },
  {
    id: 'cluster-node-prefix-key-required',
    area: 'api',
    title: 'Creating or updating a cluster through the API fails without the key `node_prefix`',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      '`POST /api/projects/{project_id}/clusters` and `PATCH …/clusters/{cluster_id}` answer 500 when the `k8s` object has no `node_prefix` key, although the field is optional; a created cluster and its Git settings are saved all the same, without Kubernetes credentials.',
    cause:
      "`ClusterController::action_add` and `action_update` of the API read `$request->k8s['node_prefix']` without a default after validation, where the rule only says `nullable`; a missing array key is an error in PHP 8, which Laravel turns into a 500.",
    sourcePaths: ['app/Http/Controllers/API/ClusterController.php'],
    workaround: 'Always send the key, as `"node_prefix": null` when the cluster needs no prefix.',
    pages: ['/docs/clusters/create'],
    operations: ['createCluster', 'updateCluster'],
  },
  {
    id: 'user-update-unchanged-email',
    area: 'api',
    title: 'Updating a user fails unless the e-mail address changes',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      '`PATCH /api/users/{user_id}` with the user\'s current e-mail address answers 400 `Validation failed` with `{"email":["The email has already been taken."]}`; `email` is required, so it cannot be left out either.',
    cause:
      '`UserController::action_update` validates `email` with a plain `unique:users` rule that does not ignore the user being updated.',
    sourcePaths: ['app/Http/Controllers/API/UserController.php'],
    workaround:
      "Edit the user in the web interface, whose form ignores the user's own address, or make two API calls: first set a temporary unused address, then set the original address again.",
    pages: ['/docs/authentication/sso', '/docs/installation/default-login', '/docs/roles_and_permissions'],
    operations: ['updateUser'],
  },
  {
    id: 'api-objects-not-scoped-to-project',
    area: 'api',
    title: 'Project-scoped API routes do not tie the object to the project in the path',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Cluster, deployment, network-policy and commit operations under `/api/projects/{project_id}/…` find and change the object by its own id even when it belongs to another project; only the permission check uses the project id from the path. `POST /api/projects/{project_id}/clusters` stores the new cluster under the `project_id` of the request body or query string when one is sent, whatever the path says.',
    cause:
      "`ClusterController` and `DeploymentController` load objects with `where('id', ...)` only, never with the `project_id` of the path; `PermissionSet::from` builds the permission from the path ids, so a permission scoped to one project also reaches objects of other projects. `ClusterController::action_add` stores `$request->project_id`, and Laravel's request reads a field of the input before the route parameter of the same name.",
    sourcePaths: [
      'app/Http/Controllers/API/ClusterController.php',
      'app/Http/Controllers/API/DeploymentController.php',
      'app/Helpers/PermissionSet.php',
    ],
    workaround:
      'Always send the project id the object really belongs to, never send a `project_id` field when you create a cluster, and grant project-scoped API permissions only to callers you would also trust with the other projects.',
    pages: ['/blog/automating-kublade-with-the-rest-api', '/docs/projects', '/docs/roles_and_permissions'],
    operations: [
      'createCluster',
      'getCluster',
      'updateCluster',
      'deleteCluster',
      'approveCluster',
      'getDeployment',
      'updateDeployment',
      'deleteDeployment',
      'approveDeployment',
      'putNetworkPolicy',
      'deleteNetworkPolicy',
      'revertDeploymentCommit',
    ],
  },
  {
    id: 'update-answers-include-secrets',
    area: 'api',
    title: 'Cluster and deployment update answers contain decrypted secrets',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'The answer of `PATCH /api/projects/{project_id}/clusters/{cluster_id}` contains `git_credentials` (with `credentials`) and `k8s_credentials` (with `kubeconfig` and `service_account_token`) in plain text, plus all `cluster_secret_data` of a cluster with a template. The answer of `PATCH /api/projects/{project_id}/deployments/{deployment_id}` contains `template` with its fields and, when the template has fields changeable on update, all `deployment_data` and `deployment_secret_data` values in plain text, including secret values the request did not send.',
    cause:
      "`ClusterController::action_update` and `DeploymentController::action_update` read these relations before calling `toArray()`, so Eloquent serialises them, and the models' `Encryptable` trait decrypts the encrypted columns on serialisation.",
    sourcePaths: [
      'app/Http/Controllers/API/ClusterController.php',
      'app/Http/Controllers/API/DeploymentController.php',
      'app/Models/Kubernetes/Clusters/GitCredential.php',
      'app/Models/Kubernetes/Clusters/K8sCredential.php',
      'app/Models/Projects/Deployments/DeploymentSecretData.php',
    ],
    workaround:
      'Do not log or store these answers; read the object again with the matching GET operation if you need it. Grant the update permissions only to callers who may see the credentials and secret values.',
    pages: ['/docs/project/SECURITY'],
    operations: ['updateCluster', 'updateDeployment'],
  },
  {
    id: 'commit-revert-500',
    area: 'clusters-and-deployments',
    title: "A deployment's page fails once a commit has recorded field values, and reverts change nothing",
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "As soon as one of a deployment's ten newest commits has recorded field values, its page in the web UI (`/projects/<project-id>/deployments/<deployment-id>`, every tab) answers with a server error (500). That is every deployment of a template with at least one field once it has been deployed, since each completed creation or update records the values. `PATCH /api/projects/{project_id}/deployments/{deployment_id}/commit/{commit_id}` answers 500 for such a commit, and no value is reverted; for a commit without values it answers 200 and changes nothing.",
    cause:
      "The deployment page renders all of its tabs on every request and only shows one (`resources/views/deployment/index.blade.php`), so the History tab computes the `diff` of each of the ten newest commits. The `diff` accessor of `DeploymentCommit` calls `decrypt()` on values that the models' `Encryptable` trait (sagalbot/encryptable) has already decrypted, so Laravel's encrypter throws a `DecryptException` (`The payload is invalid.`) for the first recorded value. The web and API revert actions read the same accessor before they change anything.",
    sourcePaths: [
      'app/Models/Projects/Deployments/DeploymentCommit.php',
      'app/Models/Projects/Deployments/DeploymentCommitData.php',
      'app/Models/Projects/Deployments/DeploymentData.php',
      'resources/views/deployment/index.blade.php',
      'app/Http/Controllers/DeploymentController.php',
      'app/Http/Controllers/API/DeploymentController.php',
      'app/Jobs/Flux/Actions/DeploymentUpdate.php',
    ],
    workaround:
      'Until the page works again, use the deployment list, the settings form at `/projects/<project-id>/deployments/<deployment-id>/update` and the approve address `/projects/<project-id>/deployments/<deployment-id>/approve`, or `getDeployment`, `updateDeployment` and `approveDeployment` in the API. To restore the page, hide the recorded values in the database: `UPDATE deployment_commit_data SET deleted_at = NOW() WHERE deleted_at IS NULL;` and the same for `deployment_commit_secret_data`; the History tab then shows No changes for those commits, and the statements must be repeated after every later commit. To revert, set the previous values again with the settings form or `updateDeployment` and approve the change. In an image of your own, removing the `decrypt()` calls around the values in `DeploymentCommit::getDiffAttribute` should make the page and the revert work. Read from the code, not tried.',
    pages: ['/docs/projects'],
    operations: ['revertDeploymentCommit'],
    answer: {
      status: 500,
      body: {message: 'Server Error'},
      after: 'validation',
      when: 'for a commit that recorded field values (each completed creation or update of a deployment whose template has fields records them); for a commit without values it answers 200 and changes nothing',
    },
  },
  {
    id: 'activity-log-exposes-password-hashes',
    area: 'api',
    title: "The activity log returns users' password hashes",
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Entries of `GET /api/activities` about users carry the bcrypt `password` hash (and `remember_token`) in `properties.attributes` and `properties.old`; entries about credentials carry their encrypted values.',
    cause:
      'The `LogsActivity` trait stores `getAttributes()`, `getOriginal()` and `getDirty()` of the changed model without removing hidden attributes, and `ActivityLog` decrypts `properties` when it is serialised.',
    sourcePaths: [
      'app/Traits/LogsActivity.php',
      'app/Models/ActivityLog.php',
      'app/Models/User.php',
      'app/Http/Controllers/API/ActivityController.php',
    ],
    workaround: 'Grant `activities.view` only to administrators, and treat activity-log answers as confidential.',
    pages: ['/docs/project/SECURITY', '/docs/roles_and_permissions'],
    operations: ['listActivities'],
  },
  {
    id: 'templates-api-500',
    area: 'api',
    title: 'Every /api/templates operation answers 500',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Every request to `/api/templates` or a route below it that gets past the token and permission checks answers `500`, including validation errors and unknown ids. With `Accept: application/json` the body is `{"message": "Server Error"}`, or with `APP_DEBUG=true` the exception `BadMethodCallException` with the message `Method Illuminate\\Routing\\ResponseFactory::generate does not exist.`; without that header the body is `{"status": "error", "message": "Server Error"}`. Creates, imports, syncs, updates and deletes are stored before the error is raised, so the change has happened although the answer says it failed, and repeating a create makes a duplicate.',
    cause:
      "`app/Http/Controllers/API/TemplateController.php` imports the facade `Illuminate\\Support\\Facades\\Response` instead of the platform helper `App\\Helpers\\API\\Response`. The facade resolves to `Illuminate\\Routing\\ResponseFactory`, which has no `generate` method, so every `Response::generate(...)` call in the controller throws `BadMethodCallException` from the `Macroable` trait, after any database write of that action. `bootstrap/app.php` adds no exception handling, so Laravel's default handler renders the exception as `500` (JSON when the request expects JSON); `App\\Http\\Middleware\\API\\PermissionGuard` and `AuthGuard` replace any answer that is not a `JsonResponse` with the envelope `Server Error`. In `action_import` and `action_sync` the `catch` block calls `Response::generate` again and fails the same way.",
    sourcePaths: [
      'app/Http/Controllers/API/TemplateController.php',
      'app/Helpers/API/Response.php',
      'app/Http/Middleware/API/PermissionGuard.php',
      'app/Http/Middleware/API/AuthGuard.php',
      'bootstrap/app.php',
      'routes/api.php',
    ],
    workaround:
      'Manage templates in the web interface under Templates, which uses its own controllers. If you script against the API anyway, treat a `500` from a write as possibly applied and check the result in the web interface before you retry, because the read operations fail the same way. If you build or patch your own image, replacing `use Illuminate\\Support\\Facades\\Response;` with `use App\\Helpers\\API\\Response;` in `app/Http/Controllers/API/TemplateController.php` makes the operations answer as documented.',
    pages: [
      '/blog/automating-kublade-with-the-rest-api',
      '/blog/kublade-1-2-3',
      '/blog/port-claims-explained',
      '/docs/ai-integration',
      '/docs/templates/create_import',
      '/docs/templates/create_manually',
      '/docs/templates/create_sync',
      '/docs/templates/use_ports',
    ],
    operations: templateOperations,
    answer: {status: 500, body: {message: 'Server Error'}, after: 'token'},
  },
  {
    id: 'template-api-body-ids-win',
    area: 'api',
    title: 'Template API writes follow the ids in the body, not the path',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      'Creating a template field stores it under the `template_id` of the body, creating a field option stores it under the `template_field_id` of the body, and updating an option changes the option named by `option_id` in the body, whatever the path says. Updating a field, port or environment variable moves it to the `template_id` of the body, and updates and deletes of ports and environment variables find the record by its own id even when it belongs to another template than the one in the path.',
    cause:
      'In `app/Http/Controllers/API/TemplateController.php`, `action_add_field` and `action_update_field` write `$request->template_id`, `action_add_option` writes `$request->template_field_id`, `action_update_option` looks the option up by `$request->option_id`, `action_update_port` and `action_update_env_variable` write `$request->template_id`, and `action_update_port`, `action_delete_port`, `action_update_env_variable` and `action_delete_env_variable` query by the record id alone.',
    sourcePaths: ['app/Http/Controllers/API/TemplateController.php'],
    workaround:
      'Always send body ids that equal the ids of the path (`template_id`, `template_field_id`, `option_id`), and only use port and environment-variable ids that you have read from the template named in the path.',
    pages: ['/docs/templates/create_manually'],
    operations: [
      'createTemplateField',
      'updateTemplateField',
      'createTemplateFieldOption',
      'updateTemplateFieldOption',
      'updateTemplatePort',
      'deleteTemplatePort',
      'updateTemplateEnvVariable',
      'deleteTemplateEnvVariable',
    ],
  },
  {
    id: 'deployment-paused-not-settable',
    area: 'templates',
    title: 'The paused flag of a deployment cannot be set',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      '`$paused` in templates is always `false`; there is no switch in the web interface and no field in the API to pause a deployment.',
    cause:
      'The `paused` column of the deployments table defaults to `false`, and no controller writes it; `FluxDeployment` and `TemplateFile::interpret()` only pass the stored value to Blade.',
    sourcePaths: [
      'database/migrations/2025_04_06_000005_create_deployment_tables.php',
      'app/Helpers/Flux/FluxDeployment.php',
    ],
    workaround:
      'Model a pause as a field of your own, for example a checkbox that sets `replicas` to 0, and use that field instead of `$paused`.',
    pages: ['/blog/kublade-1-2-3', '/docs/projects', '/docs/templates/use_blade'],
    operations: [],
  },
  {
    id: 'template-child-lists-first-ten',
    area: 'api',
    title: 'Field, option, port and environment-variable lists stop after ten entries',
    affectedVersions: releasesSince('1.0.0'),
    symptom:
      "The lists of a template's fields, a field's options, a template's ports and a template's environment variables hold at most ten entries, and their answers carry no `data.links`, so there is no cursor to ask for the rest.",
    cause:
      "`action_list_field`, `action_list_option`, `action_list_port` and `action_list_env_variable` in the API's `TemplateController` read ten records with `cursorPaginate(10)` but, unlike the other list actions, leave the `links` with the next and previous cursors out of the answer.",
    sourcePaths: ['app/Http/Controllers/API/TemplateController.php'],
    workaround:
      "Keep templates that you manage through the API to ten fields, options, ports and environment variables each, or read the complete lists in the web UI on the template's page.",
    pages: ['/docs/templates/create_manually'],
    operations: ['listTemplateFields', 'listTemplateFieldOptions', 'listTemplatePorts', 'listTemplateEnvVariables'],
  },
];

export function findKnownIssue(id: string): KnownIssue | undefined {
  return knownIssues.find((entry) => entry.id === id);
}

/** Known issues that touch an API operation, in registry order. */
export function knownIssuesOfOperation(operationId: string): KnownIssue[] {
  return knownIssues.filter((entry) => entry.operations.includes(operationId));
}
