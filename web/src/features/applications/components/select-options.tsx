/** A select's options: an empty first choice that asks for one, then the list. */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </>
  );
}
