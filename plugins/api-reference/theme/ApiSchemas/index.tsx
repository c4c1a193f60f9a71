import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ApiDeferred from '@theme/ApiDeferred';
import ApiSection, {ApiSectionEntry} from '@theme/ApiSection';
import {ApiSchemaContent, hasChildren, schemaAnchor, TypeLabel} from '@theme/ApiSchemaTree';

import type {ApiOperation, SchemaNode} from '../../types';

import styles from './styles.module.css';

interface Props {
  schemas: Record<string, SchemaNode>;
  /** Operation ids by schema name. */
  usage: Record<string, string[]>;
  operations: ApiOperation[];
}

/** What a schema holds beyond its description and facts, which the caller shows. */
function withoutText({descriptionHtml: _description, facts: _facts, ...rest}: SchemaNode): SchemaNode {
  return rest;
}

/**
 * The fields of a schema, each with what it holds inline (nested objects, lists, variants) as a
 * tree; other component schemas are linked to their own place. The operations' error answers link
 * here instead of spelling their schema out, so this is where it is complete.
 */
function Fields({node, schemas}: {node: SchemaNode; schemas: Record<string, SchemaNode>}) {
  if (!node.properties || node.properties.length === 0) return null;
  return (
    <table className={styles.fields}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {node.properties.map((property) => (
          <tr key={property.name}>
            <td>
              <code>{property.name}</code>
              {property.required && <span className={styles.required}>required</span>}
            </td>
            <td className={styles.type}>
              <TypeLabel node={property.schema} />
            </td>
            <td>
              {property.schema.descriptionHtml && (
                <div dangerouslySetInnerHTML={{__html: property.schema.descriptionHtml}} />
              )}
              {property.schema.facts && <p className={styles.facts}>{property.schema.facts.join(' · ')}</p>}
              {hasChildren(property.schema, {schemas, components: 'link'}) && (
                <ApiSchemaContent node={withoutText(property.schema)} schemas={schemas} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Schema({
  name,
  node,
  schemas,
  usedBy,
}: {
  name: string;
  node: SchemaNode;
  schemas: Record<string, SchemaNode>;
  usedBy: ApiOperation[];
}) {
  const body = node.items ?? node;
  const anchor = schemaAnchor(name);
  useBrokenLinks().collectAnchor(anchor);
  return (
    <ApiSectionEntry anchor={anchor} title={name} label={name}>
      <p className={styles.type}>
        {node.variants ? `${node.variants.kind}: ` : ''}
        <TypeLabel node={node} />
      </p>
      {node.descriptionHtml && <div dangerouslySetInnerHTML={{__html: node.descriptionHtml}} />}
      {node.facts && <p className={styles.facts}>{node.facts.join(' · ')}</p>}
      <ApiDeferred>
        <Fields node={body} schemas={schemas} />
        {(body.variants || body.additional) && (
          <ApiSchemaContent node={{...withoutText(body), properties: undefined}} schemas={schemas} />
        )}
        <p className={styles.usedBy}>
          {usedBy.length === 0 ? (
            'No operation uses it directly.'
          ) : (
            <>
              Used by{' '}
              {usedBy.map((operation, index) => (
                <span key={operation.id}>
                  {index > 0 && ', '}
                  <a href={`#operation/${operation.id}`}>{operation.summary}</a>
                </span>
              ))}
            </>
          )}
        </p>
      </ApiDeferred>
    </ApiSectionEntry>
  );
}

/** Every component schema at `#schema/<name>`: its fields and the operations that use it. */
export default function ApiSchemas({schemas, usage, operations}: Props) {
  const byId = new Map(operations.map((operation) => [operation.id, operation]));
  const names = Object.keys(schemas).sort((a, b) => a.localeCompare(b));
  return (
    <ApiSection id="schemas" title="Schemas">
      <p>The structures the operations send and receive, each with the operations that use it.</p>
      {names.map((name) => (
        <Schema
          key={name}
          name={name}
          node={schemas[name]}
          schemas={schemas}
          usedBy={(usage[name] ?? []).flatMap((id) => byId.get(id) ?? [])}
        />
      ))}
    </ApiSection>
  );
}
