import {createRoot} from 'react-dom/client';

import Form from './Form';

/** Renders the form into its disclosure's slot (see src/clientModules/yourInstallation.ts); returns what unmounts it. */
export default function mount(slot: HTMLElement): () => void {
  const root = createRoot(slot);
  root.render(<Form />);
  return () => root.unmount();
}
