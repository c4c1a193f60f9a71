import {baseUrlMarker, sampleToken} from '../constants';
import {codeSamples} from '../snippets';
import type {ApiParameter, ApiRequestBody, CodeLanguage} from '../types';

export interface SampleInput {
  method: string;
  path: string;
  basePath: string;
  parameters: ApiParameter[];
  /** Names of the security schemes; any means the samples send the token placeholder. */
  security: string[];
  requestBody?: ApiRequestBody;
  requestExample?: string;
}

/**
 * The code samples of an operation: its path filled with the parameter examples, at
 * `baseUrlMarker` (the page shows the reader's address there).
 */
export function codeSamplesOf({
  method,
  path,
  basePath,
  parameters,
  security,
  requestBody,
  requestExample,
}: SampleInput): Record<CodeLanguage, string> {
  const concretePath = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    return value ? encodeURIComponent(value) : whole;
  });
  const headers = [
    {name: 'Accept', value: 'application/json'},
    ...(security.length > 0 ? [{name: 'Authorization', value: `Bearer ${sampleToken}`}] : []),
    ...(requestBody ? [{name: 'Content-Type', value: requestBody.contentType}] : []),
  ];
  return codeSamples({
    method,
    url: `${baseUrlMarker}${basePath}${concretePath}`,
    // Required parameters with their example; optional ones only where they have a default, with
    // it, as a reader would write them (never a sample cursor: it would skip the first page).
    query: parameters.flatMap((p) =>
      p.in !== 'query'
        ? []
        : p.required
          ? [{name: p.name, value: p.example}]
          : p.defaultValue !== undefined
            ? [{name: p.name, value: p.defaultValue}]
            : [],
    ),
    headers,
    ...(requestBody && requestExample ? {body: {contentType: requestBody.contentType, text: requestExample}} : {}),
  });
}
