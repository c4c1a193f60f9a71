/** The description the api-reference unit tests share. */

export type Json = Record<string, unknown>;

/** A small but complete OpenAPI 3.1 description: refs, allOf envelope, path item parameters. */
export function description(version = '1.2.3'): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kublade API',
      version,
      description: 'The **REST** API.',
      license: {name: 'Apache License 2.0', identifier: 'Apache-2.0'},
    },
    servers: [
      {url: '{baseUrl}/api', variables: {baseUrl: {default: 'http://localhost', description: 'Your installation.'}}},
    ],
    tags: [{name: 'Projects', description: 'Group clusters and deployments.'}, {name: 'Authentication'}],
    security: [{bearerAuth: []}],
    paths: {
      '/auth/login': {
        post: {
          operationId: 'login',
          tags: ['Authentication'],
          summary: 'Log in',
          security: [],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['email', 'password'],
                  properties: {
                    email: {type: 'string', format: 'email'},
                    password: {type: 'string', writeOnly: true, minLength: 6},
                  },
                },
                example: {email: 'admin@example.com', password: 'secret'},
              },
            },
          },
          responses: {
            '200': {
              description: 'Logged in',
              content: {'application/json': {schema: {$ref: '#/components/schemas/TokenEnvelope'}}},
            },
          },
        },
      },
      '/projects/{project_id}': {
        parameters: [
          {
            name: 'project_id',
            in: 'path',
            required: true,
            schema: {type: 'string', format: 'uuid'},
            description: 'The project.',
          },
        ],
        get: {
          operationId: 'getProject',
          tags: ['Projects'],
          summary: 'Get a project',
          description: 'Returns one project. <script>alert(1)</script>',
          responses: {
            '200': {
              description: 'The project',
              headers: {
                'X-Request-Id': {description: 'Identifies the request in the *logs*.', schema: {type: 'string'}},
                'X-RateLimit-Remaining': {required: true, schema: {type: 'integer'}},
              },
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      {$ref: '#/components/schemas/Envelope'},
                      {
                        type: 'object',
                        properties: {
                          data: {type: 'object', properties: {project: {$ref: '#/components/schemas/Project'}}},
                        },
                      },
                    ],
                  },
                },
              },
            },
            '404': {
              description: 'Not found',
              content: {'application/json': {schema: {$ref: '#/components/schemas/Envelope'}}},
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From `login`.'},
      },
      schemas: {
        Envelope: {
          type: 'object',
          properties: {status: {type: 'string', enum: ['success', 'error']}, message: {type: 'string'}},
        },
        TokenEnvelope: {
          allOf: [
            {$ref: '#/components/schemas/Envelope'},
            {type: 'object', properties: {data: {type: 'object', properties: {token: {type: 'string'}}}}},
          ],
        },
        Project: {
          type: 'object',
          properties: {
            id: {type: 'string', format: 'uuid', example: '9a7b1c2d-0000-4000-8000-000000000001'},
            name: {type: ['string', 'null']},
            parent: {$ref: '#/components/schemas/Project'},
          },
        },
      },
    },
  };
}
