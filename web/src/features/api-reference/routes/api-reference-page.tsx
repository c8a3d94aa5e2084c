import { RedocStandalone } from 'redoc';
import { systemRoutes } from '@contracts/system/routes';
import { DocumentTitle } from '@/components/ui/document-title';

/**
 * `/developers/api`: the API reference for partners and integrators, drawn by Redoc from the
 * document the API serves, so it always describes the routes deployed. Search is off: it runs in
 * a worker made from a blob, which the content security policy does not allow.
 */
export default function ApiReferencePage() {
  return (
    <div className="bg-background">
      <DocumentTitle title="API reference" />
      <h1 className="sr-only">API reference</h1>
      <RedocStandalone
        specUrl={systemRoutes.openApi.path}
        options={{
          disableSearch: true,
          hideDownloadButton: false,
          expandResponses: '200,201',
          jsonSampleExpandLevel: 2,
          scrollYOffset: 64,
          theme: { typography: { fontFamily: 'inherit', headings: { fontFamily: 'inherit' } } },
        }}
      />
    </div>
  );
}
