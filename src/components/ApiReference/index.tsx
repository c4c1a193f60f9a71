import Layout from '@theme/Layout';

export default function ApiReference() {
  return (
    <Layout title="API reference">
      <main className="container margin-vert--lg">
        <h1>API reference</h1>
      </main>
    </Layout>
  );
}
