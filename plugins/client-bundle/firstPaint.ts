/**
 * Resolves once the browser has reported its first paint (the frame on screen, not only drawn),
 * or after `timeoutMs` when no report comes: a hidden tab paints nothing, and a browser without
 * paint timing reports nothing.
 */
export function afterFirstPaint(timeoutMs = 200): Promise<void> {
  if (performance.getEntriesByType('paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => done());
    const timeout = setTimeout(() => done(), timeoutMs);
    function done() {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    }
    observer.observe({type: 'paint'});
  });
}
