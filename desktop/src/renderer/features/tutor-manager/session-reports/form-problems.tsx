/** Why a GROW form was not sent, listed above its button and said aloud; nothing when all is well. */
export function FormProblems(props: {
  problems: readonly (string | null)[];
  id?: string;
  className?: string;
}) {
  const problems = props.problems.filter((problem) => problem !== null);
  if (problems.length === 0) return null;
  return (
    <div
      id={props.id}
      className={`grow-form__errors${props.className ? ` ${props.className}` : ''}`}
      role="alert"
    >
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
