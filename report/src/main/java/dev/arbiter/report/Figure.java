package dev.arbiter.report;

/**
 * One rendered plot of a report: a PNG image of a fixed size, its file name in the report folder (derived from
 * its content, so an unchanged plot keeps its name from one refresh to the next), and the words around it.
 *
 * @param file    file name in the report folder
 * @param png     the image
 * @param width   its width in pixels
 * @param height  its height in pixels
 * @param alt     a one-line description (the image's alternative text)
 * @param caption what the plot shows and how to read it
 */
record Figure(String file, byte[] png, int width, int height, String alt, String caption) {
}
