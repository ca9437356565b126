export function Home() {
  return (
    <main>
      <h1>Personalised greeting cards</h1>
      <p>Words and artwork made for the occasion. Printed and posted from £3.95.</p>
    </main>
  );
}
