<?php
// Renders one Kublade template file the way Kublade 1.2.3 does, with Debian's Laravel 8 Blade
// (php-illuminate-view) and Symfony YAML (php-symfony-yaml). Used by tests/unit/docs/blade-examples.test.ts.
//
// Usage: echo '{"template": "...", "variables": {...}, "context": "deployment"}' | php tests/support/blade/render.php
//        echo '{"batch": [{"template": ...}, ...]}' | php tests/support/blade/render.php
//          renders each in turn and prints a JSON list of {"status", "stdout", "stderr"}, one per input,
//          with the status, output and message a single run would give (the differential test's many cases).
//
// What it does, after app/Helpers/Flux/FluxDeployment.php::createFile at v1.2.3 (context "deployment",
// the default; "cluster" follows app/Helpers/Kops/KopsDeployment.php::createFile, which skips step 4):
//   1. every tab of the template becomes two spaces;
//   2. Blade renders it with the given variables (Kublade passes namespace, data, secret, limits,
//      portClaims and paused; "cluster" passes data and secret), through BladeCompiler::render as
//      Kublade's Blade::render does: a compiled view file, a view Factory as $__env, leading
//      whitespace of the output trimmed;
//   3. Symfony's Yaml::parse reads the output (one document);
//   4. a metadata.namespace in it is replaced with the namespace variable;
//   5. a result that is empty means Kublade writes no file; otherwise Yaml::dump($content, 10, 2)
//      with "---\n" put in front (app/Helpers/Kubernetes/YamlFormatter.php) is the file's text.
//
// Output: the file's text on stdout, exit 0 (nothing on stdout when Kublade writes no file).
// Failures, each with a message on stderr: 1 bad input, 2 Blade could not render the template,
// 3 the rendered text is not YAML that Symfony's parser accepts.
//
// Differences from Kublade 1.2.3 (Laravel 12.21, Symfony YAML 7.3): Debian ships Laravel 8.83 and
// Symfony YAML 5.4. The test that uses this script only lets examples use directives both Blade
// versions compile alike.

declare(strict_types=1);

set_include_path(get_include_path() . PATH_SEPARATOR . '/usr/share/php');

foreach (['Illuminate/View/autoload.php', 'Symfony/Component/Yaml/autoload.php'] as $autoloader) {
    if (!stream_resolve_include_path($autoloader)) {
        fwrite(STDERR, "Missing /usr/share/php/$autoloader: install Debian's php-illuminate-view and php-symfony-yaml.\n");
        exit(1);
    }
    require_once $autoloader;
}

use Illuminate\Container\Container;
use Illuminate\Contracts\View\Factory as FactoryContract;
use Illuminate\Events\Dispatcher;
use Illuminate\Filesystem\Filesystem;
use Illuminate\View\Compilers\BladeCompiler;
use Illuminate\View\Engines\CompilerEngine;
use Illuminate\View\Engines\EngineResolver;
use Illuminate\View\Factory;
use Illuminate\View\FileViewFinder;
use Symfony\Component\Yaml\Yaml;

// Laravel turns every PHP warning and notice (an undefined variable or array key) into an
// ErrorException (Illuminate\Foundation\Bootstrap\HandleExceptions); deprecations are only logged.
error_reporting(E_ALL);
set_error_handler(function (int $level, string $message, string $file = '', int $line = 0): bool {
    if (in_array($level, [E_DEPRECATED, E_USER_DEPRECATED], true)) {
        return true;
    }
    if (error_reporting() & $level) {
        throw new ErrorException($message, 0, $level, $file, $line);
    }

    return false;
});

// The parts of a Laravel application that Blade::render needs: a container with the view factory
// and the compiled-views folder (config view.compiled), in a folder of our own that we remove.
$compiled = sys_get_temp_dir() . '/kublade-blade-' . getmypid() . '-' . bin2hex(random_bytes(4));
mkdir($compiled, 0700, true);
register_shutdown_function(function () use ($compiled): void {
    (new Filesystem())->deleteDirectory($compiled);
});

/**
 * A new container, Blade compiler and view factory, as a fresh request of Kublade has: the compiler
 * counts @forelse blocks and the factory keeps a stack of loops, and neither may carry over from
 * one template of a batch to the next.
 */
function fresh_view_factory(string $compiled): void
{
    $container = new Container();
    Container::setInstance($container);
    $files = new Filesystem();
    $blade = new BladeCompiler($files, $compiled);
    $engines = new EngineResolver();
    $engines->register('blade', fn () => new CompilerEngine($blade, $files));
    $factory = new Factory($engines, new FileViewFinder($files, []), new Dispatcher($container));
    $factory->setContainer($container);
    $container->instance('view', $factory);
    $container->instance(FactoryContract::class, $factory);
    $container->instance('config', new class($compiled) {
        public function __construct(private string $compiled)
        {
        }

        public function get(string $key, mixed $default = null): mixed
        {
            return $key === 'view.compiled' ? $this->compiled : $default;
        }
    });
}

/** @return array{status: int, stdout: string, stderr: string} */
function render_template(mixed $input): array
{
    $result = fn (int $status, string $stdout, string $stderr = '') => ['status' => $status, 'stdout' => $stdout, 'stderr' => $stderr];
    if (!is_array($input) || !is_string($input['template'] ?? null) || !is_array($input['variables'] ?? [])) {
        return $result(1, '', 'Expected JSON on stdin: {"template": string, "variables": object, "context"?: "deployment" | "cluster"}.');
    }
    $context = $input['context'] ?? 'deployment';
    if (!in_array($context, ['deployment', 'cluster'], true)) {
        return $result(1, '', "Unknown context \"$context\": \"deployment\" (FluxDeployment::createFile) or \"cluster\" (KopsDeployment::createFile).");
    }
    $variables = $input['variables'] ?? [];

    fresh_view_factory($GLOBALS['compiled']);
    try {
        $rendered = BladeCompiler::render(str_replace("\t", '  ', $input['template']), $variables, false);
    } catch (Throwable $error) {
        $cause = $error->getPrevious() ?? $error;
        return $result(2, '', 'Blade could not render the template: ' . get_class($cause) . ': ' . $cause->getMessage());
    } finally {
        // A template that failed half-way leaves its output buffer open (Laravel closes it in its own handler).
        while (ob_get_level() > $GLOBALS['baseObLevel']) {
            ob_end_clean();
        }
    }

    try {
        $content = Yaml::parse($rendered);
    } catch (Throwable $error) {
        return $result(3, '', "The rendered text is not YAML that Symfony's parser accepts: " . $error->getMessage()
            . "\n--- rendered text ---\n" . $rendered);
    }

    if ($context === 'deployment' && isset($content['metadata']['namespace'])) {
        $content['metadata']['namespace'] = $variables['namespace'] ?? null;
    }

    if (!$content) {
        return $result(0, '', 'The template renders to nothing: Kublade writes no file for it.');
    }

    $yaml = Yaml::dump($content, 10, 2);

    return $result(0, str_starts_with($yaml, '---') ? $yaml : "---\n" . $yaml);
}

$baseObLevel = ob_get_level();
$input = json_decode((string) stream_get_contents(STDIN), true);
if (is_array($input) && is_array($input['batch'] ?? null)) {
    echo json_encode(array_map('render_template', $input['batch']), JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR);
    exit(0);
}
$single = render_template($input);
if ($single['stderr'] !== '') {
    fwrite(STDERR, rtrim($single['stderr']) . "\n");
}
echo $single['stdout'];
exit($single['status']);
