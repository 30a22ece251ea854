import { useEffect } from 'react';

/** The document title names the page: "Inloggen – FuelLinq". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} – FuelLinq` : 'FuelLinq';
  }, [title]);
}
