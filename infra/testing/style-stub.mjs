// What a stylesheet import gives a test: nothing (the browser applies it, jsdom would not).
export default {};
