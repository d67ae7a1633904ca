// Listens on the document from the head, so a tap on the button is handled even when it lands
// before the rest of the page has been parsed (a slow phone can show the bar that early).
document.addEventListener("click", function (event) {
  var toggle = event.target instanceof Element && event.target.closest("#toggle");
  if (!toggle) return;
  var paused = document.getElementById("stage").classList.toggle("paused");
  toggle.setAttribute("aria-pressed", String(paused));
  toggle.setAttribute("aria-label", paused ? "Play film" : "Pause film");
});
