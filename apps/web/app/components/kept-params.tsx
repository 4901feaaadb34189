import { useSearchParams } from 'react-router';

/**
 * The page's other query parameters as hidden fields of a GET form, so submitting it changes only the form's own
 * fields (`own`) and keeps the rest of the address, with or without scripts.
 */
export function KeptParams({ own }: { own: readonly string[] }) {
  const [params] = useSearchParams();
  return (
    <>
      {[...params]
        .filter(([name]) => !own.includes(name))
        .map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
