import {comparedTools, comparisonRows, ourColumn, toolName} from '@site/src/data/comparison';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

const caption = 'What each approach does on its own';

/**
 * The comparison of /why-kublade: wider than a phone, so it scrolls sideways as every table of the
 * site does (src/components/ScrollableTable), each row's question kept in view at the left.
 */
export default function ComparisonTable() {
  return (
    <ScrollableTable className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Question</th>
          {comparedTools.map((tool) => (
            <th key={tool} scope="col" className={tool === ourColumn ? styles.ours : undefined}>
              {toolName(tool)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {comparisonRows.map((row) => (
          <tr key={row.criterion}>
            <th scope="row">{row.criterion}</th>
            {comparedTools.map((tool) => (
              <td key={tool} className={tool === ourColumn ? styles.ours : undefined}>
                {row.cells[tool]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
