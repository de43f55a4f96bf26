export function HomePage() {
  return (
    <section id="home" className="hero">
      <h1>Web and App Developer</h1>
      <p>I build fast websites and Android apps, from the first sketch to the store.</p>
    </section>
  );
}
