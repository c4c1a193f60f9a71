import type {SchemaNode} from '../../types';

import styles from './styles.module.css';

type Schemas = Record<string, SchemaNode>;

export function schemaAnchor(name: string): string {
  return `schema/${name}`;
}

/** A type label with the component schema it names (directly or as array items) as a link. */
export function TypeLabel({node}: {node: SchemaNode}) {
  const ref = node.ref ?? node.items?.ref;
  if (!ref || !node.type.includes(ref)) return <>{node.type}</>;
  const at = node.type.indexOf(ref);
  return (
    <>
      {node.type.slice(0, at)}
      <a href={`#${schemaAnchor(ref)}`}>{ref}</a>
      {node.type.slice(at + ref.length)}
    </>
  );
}

/**
 * How a tree treats component schemas: `expand` spells each one out where it is used (an
 * operation's own request and answer); `link` names and links it, for a tree whose components
 * have their own place on the page (the error answers every operation shares, the Schemas section).
 */
interface Trees {
  schemas: Schemas;
  components: 'expand' | 'link';
}

interface Props {
  node: SchemaNode;
  schemas: Schemas;
  /** Default `expand`. */
  components?: Trees['components'];
}

/** A reference node shows its target's content, keeping its own type label and description. */
function resolve(node: SchemaNode, trees: Trees): SchemaNode {
  const target = node.ref && trees.components === 'expand' ? trees.schemas[node.ref] : undefined;
  if (!target) return node;
  return {
    ...target,
    type: node.type,
    descriptionHtml: node.descriptionHtml ?? target.descriptionHtml,
    facts: [...(node.facts ?? []), ...(target.facts ?? [])],
  };
}

export function hasChildren(node: SchemaNode, trees: Trees): boolean {
  const resolved = resolve(node, trees);
  return Boolean(
    resolved.properties?.length ||
    resolved.variants ||
    resolved.additional ||
    (resolved.items && hasChildren(resolved.items, trees)),
  );
}

function Details({
  node,
  trees,
  trail,
  isRoot = false,
}: {
  node: SchemaNode;
  trees: Trees;
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
  const resolved = resolve(node, trees);
  // Linked components are named in their entry's head already.
  const ref = isRoot || trees.components === 'link' ? undefined : node.ref;
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
                <Entry name={`option ${index + 1}`} required={false} node={option} trees={trees} trail={nextTrail} />
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
                trees={trees}
                trail={nextTrail}
              />
            </li>
          ))}
        </ul>
      )}
      {resolved.items && hasChildren(resolved.items, trees) && (
        <>
          <p className={styles.note}>Each item:</p>
          <Details node={resolved.items} trees={trees} trail={nextTrail} />
        </>
      )}
      {resolved.additional && (
        <ul className={styles.tree}>
          <li>
            <Entry name="any key" required={false} node={resolved.additional} trees={trees} trail={nextTrail} />
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
  trees,
  trail,
}: {
  name: string;
  required: boolean;
  node: SchemaNode;
  trees: Trees;
  trail: string[];
}) {
  const expandable = hasChildren(node, trees);
  const head = (
    <>
      <code className={styles.name}>{name}</code>{' '}
      <span className={styles.type}>
        {/* Expanded components are linked in the entry's details; a linked one is a leaf (a link in
            a <summary> would be nested interactive content). */}
        {trees.components === 'link' && !expandable ? <TypeLabel node={node} /> : node.type}
      </span>
      {required && <span className={styles.required}>required</span>}
    </>
  );
  if (!expandable) {
    return (
      <div className={styles.leaf}>
        <div>{head}</div>
        <Details node={node} trees={trees} trail={trail} />
      </div>
    );
  }
  return (
    <details className={styles.branch}>
      <summary>{head}</summary>
      <div className={styles.children}>
        <Details node={node} trees={trees} trail={trail} />
      </div>
    </details>
  );
}

/** What a schema holds below its own line, for the Schemas section: components are linked. */
export function ApiSchemaContent({node, schemas}: {node: SchemaNode; schemas: Schemas}) {
  return <Details node={node} trees={{schemas, components: 'link'}} trail={[]} isRoot />;
}

/** A schema as nested native <details>: readable and operable without JavaScript. */
export default function ApiSchemaTree({node, schemas, components = 'expand'}: Props) {
  return (
    <div className={styles.root}>
      <p className={styles.rootType}>
        Schema:{' '}
        <span className={styles.type}>
          <TypeLabel node={node} />
        </span>
      </p>
      <Details node={node} trees={{schemas, components}} trail={[]} isRoot />
    </div>
  );
}
