import { messages } from '../../forms/messages';

/** The banner at the top of the home page: CSS only, no image to wait for. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <h1 id="hero-title">{messages.hero.title}</h1>
        <p>{messages.hero.subtitle}</p>
      </div>
    </section>
  );
}
