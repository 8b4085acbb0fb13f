// One kind of the project's documents (specs, plans…): name, size, date and pages of each, with Open and
// Download for signed-in visitors (the server still checks the session), and "Sign in to open" for the
// rest, which brings them back to this tab. Videos play in the page, with their captions.
import type { ProjectDocument } from "../../../contract/schemas/projects.ts";
import { formatDate, formatSize } from "../../kits/project-kit/format.ts";
import { account } from "../../kits/stores/account.ts";
import { useStore } from "../../kits/ui-kit/use-store.ts";

type Props = { documents: ProjectDocument[]; projectId: number; site: string };

const pagesOf = ({ pages }: ProjectDocument) => (pages === null ? "—" : pages === 1 ? "1 page" : `${pages} pages`);

export function Documents({ documents, projectId, site }: Props) {
  const signedIn = useStore(account) !== null;
  if (!documents.length) return <p className="muted">None yet.</p>;
  const href = (doc: ProjectDocument) => `${site}/reactapp/projects/projects/${projectId}/documents/${doc.id}/`;
  // The login page's ?next= brings the visitor back here, tab included (account-kit/next-path.ts reads it;
  // its withNext is not imported: that would add the account-kit chunk to this page for one line).
  const signIn = `${site}/login/?next=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
  return (
    <>
      <table className="docs">
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Size</th>
            <th scope="col">Added</th>
            <th scope="col">Pages</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <td>{doc.name}</td>
              <td>{formatSize(doc.size)}</td>
              <td>{formatDate(doc.date)}</td>
              <td>{pagesOf(doc)}</td>
              <td className="doc-actions">
                {signedIn ? (
                  <>
                    <a href={href(doc)} aria-label={`Open ${doc.name}`}>
                      Open
                    </a>
                    <a href={`${href(doc)}?download=1`} aria-label={`Download ${doc.name}`}>
                      Download
                    </a>
                  </>
                ) : (
                  <a href={signIn}>Sign in to open</a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {signedIn &&
        documents
          .filter((doc) => doc.content_kind !== "pdf")
          .map((doc) => (
            <video key={doc.id} controls preload="metadata" src={href(doc)} aria-label={doc.name}>
              {doc.captions && <track kind="captions" src={`${href(doc)}captions/`} srcLang="en" label="English" />}
            </video>
          ))}
    </>
  );
}
