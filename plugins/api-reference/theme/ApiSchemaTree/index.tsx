import type {SchemaNode} from '../../types';
import {schemaAnchor, TypeLabel} from '@theme/ApiSchemas';

import styles from './styles.module.css';

type Schemas = Record<string, SchemaNode>;

interface Props {
  node: SchemaNode;
  schemas: Schemas;
}

/** A reference node shows its target's content, keeping its own type label and description. */
function resolve(node: SchemaNode, schemas: Schemas): SchemaNode {
  const target = node.ref ? schemas[node.ref] : undefined;
  if (!target) return node;
  return {
    ...target,
    type: node.type,
    descriptionHtml: node.descriptionHtml ?? target.descriptionHtml,
    facts: [...(node.facts ?? []), ...(target.facts ?? [])],
  };
}

function hasChildren(node: SchemaNode, schemas: Schemas): boolean {
  const resolved = resolve(node, schemas);
  return Boolean(
    resolved.properties?.length ||
    resolved.variants ||
    resolved.additional ||
    (resolved.items && hasChildren(resolved.items, schemas)),
  );
}

function Details({
  node,
  schemas,
  trail,
  isRoot = false,
}: {
  node: SchemaNode;
  schemas: Schemas;
  trail: string[];
  /** The root's schema is linked in the line above the tree already. */
  isRoot?: boolean;
}) {
  if (node.ref && trail.includes(node.ref)) {
    return (
      <p className={styles.note}>
        Recursive: the same structure as <a href={`#${schemaAnchor(node.ref)}`}>{node.ref}</a> above.
      </p>
    );
  }
  const nextTrail = node.ref ? [...trail, node.ref] : trail;
  const resolved = resolve(node, schemas);
  const ref = isRoot ? undefined : node.ref;
  return (
    <>
      {/* Not in the entry's <summary>: a link inside a disclosure button is nested interactive content. */}
      {ref && (
        <p className={styles.note}>
          Schema <a href={`#${schemaAnchor(ref)}`}>{ref}</a>
        </p>
      )}
      {resolved.descriptionHtml && (
        <div className={styles.description} dangerouslySetInnerHTML={{__html: resolved.descriptionHtml}} />
      )}
      {resolved.facts && resolved.facts.length > 0 && (
        <ul className={styles.facts}>
          {resolved.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {resolved.variants && (
        <>
          <p className={styles.note}>{resolved.variants.kind === 'one of' ? 'Exactly one of:' : 'Any of:'}</p>
          <ul className={styles.tree}>
            {resolved.variants.options.map((option, index) => (
              <li key={index}>
                <Entry
                  name={`option ${index + 1}`}
                  required={false}
                  node={option}
                  schemas={schemas}
                  trail={nextTrail}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {resolved.properties && resolved.properties.length > 0 && (
        <ul className={styles.tree}>
          {resolved.properties.map((property) => (
            <li key={property.name}>
              <Entry
                name={property.name}
                required={property.required}
                node={property.schema}
                schemas={schemas}
                trail={nextTrail}
              />
            </li>
          ))}
        </ul>
      )}
      {resolved.items && hasChildren(resolved.items, schemas) && (
        <>
          <p className={styles.note}>Each item:</p>
          <Details node={resolved.items} schemas={schemas} trail={nextTrail} />
        </>
      )}
      {resolved.additional && (
        <ul className={styles.tree}>
          <li>
            <Entry name="any key" required={false} node={resolved.additional} schemas={schemas} trail={nextTrail} />
          </li>
        </ul>
      )}
    </>
  );
}

function Entry({
  name,
  required,
  node,
  schemas,
  trail,
}: {
  name: string;
  required: boolean;
  node: SchemaNode;
  schemas: Schemas;
  trail: string[];
}) {
  const head = (
    <>
      <code className={styles.name}>{name}</code> <span className={styles.type}>{node.type}</span>
      {required && <span className={styles.required}>required</span>}
    </>
  );
  if (!hasChildren(node, schemas)) {
    return (
      <div className={styles.leaf}>
        <div>{head}</div>
        <Details node={node} schemas={schemas} trail={trail} />
      </div>
    );
  }
  return (
    <details className={styles.branch}>
      <summary>{head}</summary>
      <div className={styles.children}>
        <Details node={node} schemas={schemas} trail={trail} />
      </div>
    </details>
  );
}

/** A schema as nested native <details>: readable and operable without JavaScript. */
export default function ApiSchemaTree({node, schemas}: Props) {
  return (
    <div className={styles.root}>
      <p className={styles.rootType}>
        Schema:{' '}
        <span className={styles.type}>
          <TypeLabel node={node} />
        </span>
      </p>
      <Details node={node} schemas={schemas} trail={[]} isRoot />
    </div>
  );
}
