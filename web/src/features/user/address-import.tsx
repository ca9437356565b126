import { useState } from 'react';
import { toast } from '../../app/toast';
import { errorMessage } from '../../api/base-api';
import { Spinner } from '../../components/icon';
import { badLines, useImportAddressesMutation, type ImportReport, type ImportRequest } from './address-import.api';

const ACTION = { add: 'New', merge: 'Updates an address', skip: 'Already in your book' } as const;

/** .vcf files are vCards; anything else is read as CSV. */
const formatOf = (name: string): ImportRequest['format'] => (/\.(vcf|vcard)$/i.test(name) ? 'vcard' : 'csv');

/** Why the file cannot be imported, with every line to correct. */
function ImportProblem({ problem }: { problem: unknown }) {
  const lines = badLines(problem);
  return (
    <div className="form-error" role="alert">
      <p style={{ margin: 0 }}>{errorMessage(problem)}</p>
      {lines.length > 0 && (
        <ul aria-label="Lines to correct">
          {lines.map((l) => (
            <li key={l.line}>{l.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The server's dry run: what each row would do. */
function ImportPreview({ report }: { report: ImportReport }) {
  return (
    <div className="stack-sm">
      <p style={{ margin: 0 }} role="status">
        {report.added} to add, {report.merged} to merge with addresses you have, {report.skipped} already there.
      </p>
      <ul className="import-preview" aria-label="What will be imported">
        {report.rows.map((r) => (
          <li key={r.line}>
            <span className="muted">Line {r.line}</span> <strong>{r.name}</strong> {r.postcode || r.email}{' '}
            <span className="status-pill">{ACTION[r.action]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The import's state: the file, its group, its dry runs (all rows, and the good ones only) and the import. */
function useAddressImport(onDone: () => void) {
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [group, setGroup] = useState('Christmas list');
  const [preview, previewState] = useImportAddressesMutation();
  const [goodOnly, goodOnlyState] = useImportAddressesMutation();
  const [commit, commitState] = useImportAddressesMutation();
  const request = (dry_run: boolean, skip_bad = false): ImportRequest | null =>
    file && { format: formatOf(file.name), content: file.content, dry_run, skip_bad, ...(group.trim() ? { group: group.trim() } : {}) };

  const choose = async (f: File | undefined) => {
    previewState.reset();
    goodOnlyState.reset();
    if (!f) return setFile(null);
    const next = { name: f.name, content: await f.text() };
    setFile(next);
    const r = await preview({ format: formatOf(f.name), content: next.content, dry_run: true });
    // With bad rows, what the good ones alone would do: the other way to import it.
    if ('error' in r && badLines(r.error).length)
      void goodOnly({ format: formatOf(f.name), content: next.content, dry_run: true, skip_bad: true });
  };
  const run = async (skipBad = false) => {
    const body = request(false, skipBad);
    if (!body) return;
    const r = await commit(body);
    if ('data' in r && r.data) {
      const { added, merged, skipped, refused } = r.data;
      toast.success(
        `Imported: ${added} added, ${merged} merged, ${skipped} already there${refused.length ? `, ${refused.length} left out` : ''}.`,
      );
      onDone();
    }
  };
  return { group, setGroup, choose, run, previewState, goodOnlyState, commitState };
}

/**
 * "Import a list": choose a CSV or vCard file, see what would be imported (and every bad line),
 * then import it, optionally into a group. The server checks; the preview is its dry run. A file
 * with bad rows can also be imported without them.
 */
export function AddressImport({ onDone }: { onDone: () => void }) {
  const { group, setGroup, choose, run, previewState, goodOnlyState, commitState } = useAddressImport(onDone);
  const good = goodOnlyState.data;
  const report = previewState.data;
  const problem = previewState.error ?? commitState.error;
  return (
    <section className="card-box form" aria-labelledby="address-import-title">
      <h2 id="address-import-title" style={{ margin: 0 }}>
        Import a list
      </h2>
      <p className="field-hint">
        A CSV file from a spreadsheet, Google Contacts or Outlook (with columns such as Name, Address line 1, Town, Postcode, Email,
        Greeting), or a vCard (.vcf) file. At most 1,000 rows. Nothing is imported if any row is wrong.
      </p>
      <div className="field">
        <label htmlFor="address-import-file">File</label>
        <input
          id="address-import-file"
          type="file"
          accept=".csv,.vcf,.vcard,text/csv,text/vcard"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      <div className="field">
        <label htmlFor="address-import-group">Put everyone in the group</label>
        <input id="address-import-group" type="text" value={group} maxLength={40} onChange={(e) => setGroup(e.target.value)} />
      </div>
      {previewState.isLoading && <Spinner label="Reading the file" />}
      {problem && <ImportProblem problem={problem} />}
      {report && <ImportPreview report={report} />}
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={!report || commitState.isLoading} onClick={() => void run()}>
          {commitState.isLoading && <Spinner label="Importing" />} Import {report ? report.rows.length : ''} rows
        </button>
        {good && good.refused.length > 0 && (
          <button type="button" className="button" disabled={commitState.isLoading} onClick={() => void run(true)}>
            Import the {good.rows.length} good {good.rows.length === 1 ? 'row' : 'rows'}, skip {good.refused.length}
          </button>
        )}
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </section>
  );
}
