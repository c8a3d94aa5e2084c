import { Navigate } from 'react-router';

/** `/documents`: the documents area opens on the libraries. */
export default function DocumentsPage() {
  return <Navigate to="/documents/libraries" replace />;
}
