import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ApiDeferred from '@theme/ApiDeferred';
import ApiSection, {ApiSectionEntry} from '@theme/ApiSection';

import type {ApiDataModelEntity} from '../../types';

import styles from './styles.module.css';

interface Props {
  entities: ApiDataModelEntity[];
}

export function modelAnchor(name: string): string {
  return `model/${name}`;
}

const apiUse: Record<ApiDataModelEntity['fields'][number]['api'], string> = {
  returned: 'returned',
  'write-only': 'accepted, never returned (write-only)',
  hidden: 'never returned, not accepted (hidden)',
};

function Entity({entity}: {entity: ApiDataModelEntity}) {
  const anchor = modelAnchor(entity.name);
  useBrokenLinks().collectAnchor(anchor);
  return (
    <ApiSectionEntry anchor={anchor} title={entity.name} label={entity.name}>
      <p className={styles.meta}>
        Table <code>{entity.table}</code> · schema <code>{entity.schema}</code>
        {entity.answerSchema && (
          <>
            {' '}
            · in answers: <a href={`#schema/${entity.answerSchema}`}>{entity.answerSchema}</a>
          </>
        )}
      </p>
      <ApiDeferred>
        <table className={styles.fields}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Type</th>
              <th scope="col">In the API</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {entity.fields.map((field) => (
              <tr key={field.name}>
                <td>
                  <code>{field.name}</code>
                </td>
                <td className={styles.type}>{field.type}</td>
                <td className={field.api === 'returned' ? undefined : styles.notReturned}>{apiUse[field.api]}</td>
                <td>
                  {field.descriptionHtml && <div dangerouslySetInnerHTML={{__html: field.descriptionHtml}} />}
                  {field.facts && field.facts.length > 0 && <p className={styles.facts}>{field.facts.join(' · ')}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ApiDeferred>
    </ApiSectionEntry>
  );
}

/**
 * The data model at `#data-model`: every entity with all the columns the documented release stores,
 * marked where the API never returns a field or only accepts it.
 */
export default function ApiDataModel({entities}: Props) {
  useBrokenLinks().collectAnchor('data-model');
  if (entities.length === 0) return null;
  return (
    <ApiSection id="data-model" title="Data model">
      <p>
        Every entity with all the fields its table stores, as the migrations of the documented release create them.
        Answers carry every field marked <em>returned</em>; a <em>write-only</em> field is accepted in requests and
        never returned; a <em>hidden</em> field is neither. The schemas the operations answer with are under{' '}
        <a href="#schemas">Schemas</a>.
      </p>
      {entities.map((entity) => (
        <Entity key={entity.name} entity={entity} />
      ))}
    </ApiSection>
  );
}
