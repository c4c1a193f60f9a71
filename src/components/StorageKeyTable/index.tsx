import ScrollableTable from '@site/src/components/ScrollableTable';
import {storageKeys} from '@site/src/data/storage';

export default function StorageKeyTable() {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">Written</th>
          <th scope="col">Purpose</th>
        </tr>
      </thead>
      <tbody>
        {storageKeys.map((entry) => (
          <tr key={entry.key}>
            <td>
              <code>{entry.key}</code>
            </td>
            <td>{entry.written}</td>
            <td>{entry.purpose}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
